import { en } from '../lib/copy/en'
import { es } from '../lib/copy/es'
import { PAGE_PATHS } from '../lib/page-paths'
import type { CmsArticles } from '../next-server/cms-articles.mjs'

/**
 * Which sample each page shows while no CMS is configured (lib/config.ts): every page in both
 * languages, so the quick start shows the whole site. Keys are the places of the articles table
 * (next-server/cms-articles.mjs; docs/site.md, "Articles"), values CMS article ids.
 */
export const SAMPLE_ARTICLE_IDS = {
  home: { en: 49, es: 1049 },
  helpContact: { en: 19, es: 1019 },
  texasCollegeSavingsPlan: { en: 201, es: 1201 },
  lonestar529Plan: { en: 202, es: 1202 },
  texasTuitionPromiseFund: { en: 203, es: 1203 },
  texasGuaranteedTuitionPlan: { en: 204, es: 1204 },
  students: { en: 301, es: 1301 },
  colleges: { en: 302, es: 1302 },
  questions: { en: 303, es: 1303 },
} as const satisfies CmsArticles

// Where a sample states a plan rule, it states it in the site's words (lib/plan-rules.ts), as the
// program's articles should. Each page that shows a sample says it is one (components/cms-article.tsx),
// and a build for a public address refuses them (next-server/public-samples.mjs).
const { rules } = en
const { rules: reglas } = es

/**
 * Sample articles served when CMS_BASE_URL is unset, so the site runs on a fresh machine with no
 * CMS. They pass through the same sanitizer as CMS content. Keys are CMS article ids.
 */
export const sampleArticles: Readonly<Record<number, string>> = {
  // The home article says what the plan list above it cannot (components/plan-list.tsx lists the
  // plans, what each buys, when to join and where to go): how the two kinds differ, the taxes.
  49: `
<h2>Prepaid tuition or college savings: how they differ</h2>
<p><strong>A prepaid tuition plan</strong> lets you pay today's prices for tuition your child will
use later. What you buy is a fixed share of tuition at Texas public colleges and universities,
however much tuition rises by then. It can also pay toward a private or out-of-state school, at a
value the plan sets.</p>
<p><strong>A 529 college savings plan</strong> is an investment account. What it is worth when
your child starts college depends on the investments you choose: it can grow or lose value. It can
pay for tuition, fees, books, and room and board (for a student enrolled at least half-time) at any
eligible school, in Texas or elsewhere.</p>
<h2>Tax benefits</h2>
<p>Money in either kind of plan grows free of federal income tax, and withdrawals are tax-free when
they pay for qualified higher education expenses. Texas has no state income tax.
${rules.outOfStateTax}</p>
<p>Prices, fees and minimums change each year: each plan's page on this site gives this year's.</p>
`,
  1049: `
<h2>Matrícula prepagada o ahorro universitario: en qué se diferencian</h2>
<p><strong>Un plan de matrícula prepagada</strong> le permite comprar, a los precios de hoy, la
matrícula universitaria que su hijo o hija necesitará más adelante. Lo que compra es una parte fija
de la matrícula en las universidades públicas y los colegios comunitarios públicos de Texas, sin
importar cuánto haya subido para entonces. También puede usarse para pagar parte del costo de una
institución privada o de fuera de Texas, según un valor que fija el plan.</p>
<p><strong>Un plan 529 de ahorro universitario</strong> es una cuenta de inversión. Su valor cuando
su hijo o hija empiece la universidad depende de las inversiones que usted elija: puede subir o
bajar. El dinero se puede usar para pagar la matrícula, las cuotas, los libros, el alojamiento y la
comida (si el estudiante está inscrito al menos a medio tiempo) en cualquier institución elegible,
en Texas o en otro lugar.</p>
<h2>Beneficios fiscales</h2>
<p>El dinero de los dos tipos de plan crece sin pagar impuesto federal sobre los ingresos, y los
retiros están libres de impuestos si se usan para gastos calificados de educación superior. Texas
no cobra impuesto estatal sobre los ingresos. ${reglas.outOfStateTax}</p>
<p>Los precios, las cuotas y los montos mínimos cambian cada año: la página de cada plan en este
sitio indica los de este año.</p>
`,

  // Each plan's figures: what changes each year, dated.
  201: `
<h2>This year's figures, as of Sept. 1, 2026</h2>
<ul>
<li>To open an account: $25, or $15 with automatic investments.</li>
<li>Enrollment fee: none.</li>
<li>Yearly costs: 0.10% to 0.60% of the account, depending on the investments you choose.</li>
<li>The most that all Texas 529 accounts for one student can hold together: $500,000.</li>
</ul>
`,
  1201: `
<h2>Las cifras de este año, al 1 de septiembre de 2026</h2>
<ul>
<li>Para abrir una cuenta: $25, o $15 con inversiones automáticas.</li>
<li>Cuota de inscripción: ninguna.</li>
<li>Costos anuales: del 0.10% al 0.60% de la cuenta, según las inversiones que elija.</li>
<li>Lo máximo que pueden sumar todas las cuentas 529 de Texas de un estudiante: $500,000.</li>
</ul>
`,
  202: `
<h2>This year's figures, as of Sept. 1, 2026</h2>
<ul>
<li>To open an account: $25.</li>
<li>Sales charges and yearly costs depend on the class of units your financial advisor offers: ask
them what you will pay before you open the account.</li>
<li>The most that all Texas 529 accounts for one student can hold together: $500,000.</li>
</ul>
`,
  1202: `
<h2>Las cifras de este año, al 1 de septiembre de 2026</h2>
<ul>
<li>Para abrir una cuenta: $25.</li>
<li>Las comisiones de venta y los costos anuales dependen de la clase de unidades que ofrezca su
asesor financiero: pregúntele cuánto pagará antes de abrir la cuenta.</li>
<li>Lo máximo que pueden sumar todas las cuentas 529 de Texas de un estudiante: $500,000.</li>
</ul>
`,
  // The unit types as the fund and Education Code §54.754(b) define them; the prices are made up.
  203: `
<h2>This year's prices, as of Sept. 1, 2026</h2>
<table>
<caption>Price of one tuition unit, 2026–27</caption>
<thead><tr><th scope="col">Unit</th><th scope="col">Price</th></tr></thead>
<tbody>
<tr><th scope="row">Type I (the most expensive public university)</th><td>$165.00</td></tr>
<tr><th scope="row">Type II (public universities, on average)</th><td>$120.00</td></tr>
<tr><th scope="row">Type III (public community colleges, on average)</th><td>$45.00</td></tr>
</tbody>
</table>
<ul>
<li>Application fee: $25, once.</li>
<li>100 units of a type pay for one year (30 semester hours) at the kind of school the type is
priced on.</li>
<li>Pay at once, or in monthly payments.</li>
<li>Matching scholarships: for students in grades 3 to 9 whose family's adjusted gross income is
$120,000 or less.</li>
</ul>
`,
  1203: `
<h2>Los precios de este año, al 1 de septiembre de 2026</h2>
<table>
<caption>Precio de una unidad de matrícula, 2026-2027</caption>
<thead><tr><th scope="col">Unidad</th><th scope="col">Precio</th></tr></thead>
<tbody>
<tr><th scope="row">Tipo I (la universidad pública más cara de Texas)</th><td>$165.00</td></tr>
<tr><th scope="row">Tipo II (promedio de las universidades públicas)</th><td>$120.00</td></tr>
<tr><th scope="row">Tipo III (promedio de los colegios comunitarios públicos)</th><td>$45.00</td></tr>
</tbody>
</table>
<ul>
<li>Cuota de solicitud: $25, una sola vez.</li>
<li>100 unidades de un tipo pagan un año (30 horas de crédito semestrales) en el tipo de institución
según el cual se fija su precio.</li>
<li>Pague todo en un solo pago o en pagos mensuales.</li>
<li>Becas de contrapartida (el programa iguala lo que aporta la familia): para estudiantes de 3.º a
9.º grado cuya familia tenga un ingreso bruto ajustado de $120,000 o menos.</li>
</ul>
`,
  // The plan's page already says what a contract pays, when it ends and how it pays a school.
  204: `
<h2>Using a contract, as of Sept. 1, 2026</h2>
<ul>
<li>A contract can be canceled for a refund: the plan's refund rules say how much.</li>
</ul>
`,
  1204: `
<h2>Cómo usar un contrato, al 1 de septiembre de 2026</h2>
<ul>
<li>Un contrato se puede cancelar para recibir un reembolso: las reglas de reembolso del plan dicen
cuánto.</li>
</ul>
`,

  // The students' page: the page itself says how each plan pays a school, and when (its rules); the
  // article adds what the program wants students and families to know besides.
  301: `
<h2>If you have a savings plan</h2>
<p>Keep receipts: a withdrawal is tax-free when it pays for qualified expenses such as tuition,
fees, books, and room and board.</p>
<h2>If the student's plans change</h2>
<p>A student who does not go to college, or wins a scholarship, does not lose the money: the
account can change to another family member, and each plan has rules for refunds. For the Texas
Tuition Promise Fund, the new beneficiary must also meet its residency rule.</p>
`,
  1301: `
<h2>Si tiene un plan de ahorro</h2>
<p>Guarde los recibos: el retiro está libre de impuestos si se usa para gastos calificados, como la
matrícula, las cuotas, los libros, el alojamiento y la comida.</p>
<h2>Si el estudiante cambia de planes</h2>
<p>Si el estudiante no va a la universidad o recibe una beca, no pierde el dinero: la cuenta se
puede pasar a otro familiar, y cada plan tiene reglas para los reembolsos. En el Texas Tuition
Promise Fund, el nuevo beneficiario también debe cumplir su regla de residencia.</p>
`,

  // The colleges' page: the page itself says how each plan pays, and gives the line for schools.
  302: `
<h2>What your office may be asked</h2>
<ul>
<li>To confirm that a student is enrolled, and for how many hours.</li>
<li>For an itemized bill showing tuition and required fees.</li>
<li>To return a refund to the plan when a student withdraws.</li>
</ul>
`,
  1302: `
<h2>Qué le pueden pedir a su oficina</h2>
<ul>
<li>Que confirme que un estudiante está inscrito, y en cuántas horas.</li>
<li>Una factura detallada con la matrícula y las cuotas obligatorias.</li>
<li>Que devuelva un reembolso al plan cuando un estudiante se retire.</li>
</ul>
`,

  // Common questions: each heading a question, its answer the text up to the next heading, ending
  // with the link that acts on it (an answer without one gets the site's: lib/faq.ts).
  303: `
<h2>Can a grandparent open an account?</h2>
<p>Yes.</p>
<ul>
<li><strong>Savings plans:</strong> ${rules.savingsBuyers}</li>
<li><strong>Texas Tuition Promise Fund:</strong> ${rules.fundBuyers}</li>
</ul>
<p>${rules.outOfStateTax}</p>
<p>To find the plan that fits, <a href="${PAGE_PATHS.guide.en}">answer a few questions</a>.</p>
<h2>Can family and friends give to a child's account?</h2>
<p>Yes. Anyone can add money to a savings plan account. Ask the account owner for the plan's gift
instructions: see the <a href="${PAGE_PATHS.texasCollegeSavingsPlan.en}">Texas College Savings Plan</a>
and the <a href="${PAGE_PATHS.lonestar529Plan.en}">LoneStar 529 Plan</a>.</p>
<h2>Can I start before my child is born?</h2>
<p>Open a savings plan account in your own name now, then name your child once they have a Social
Security number. The Texas Tuition Promise Fund takes a newborn until July 31 each year, even
outside general enrollment, if the child is under 1 year old on the day you enroll and has a Social
Security number. <a href="${PAGE_PATHS.texasTuitionPromiseFund.en}">How and when to enroll in the
fund</a>.</p>
<h2>What if we move out of Texas?</h2>
<p>The account stays yours, and savings plans work anywhere.</p>
<p><strong>Texas Tuition Promise Fund:</strong> ${rules.fundResidencyFixed} ${rules.fundTransferValue}</p>
<p><a href="${PAGE_PATHS.students.en}">How each plan pays a school</a>.</p>
<h2>What if my child doesn't go to college?</h2>
<p>You can name another family member as the beneficiary (for the Texas Tuition Promise Fund, one
who meets its residency rule), wait, or close the account: each plan's rules say what a refund
costs. How long you can wait depends on the plan:</p>
<ul>
<li><strong>Savings plans:</strong> there is no age limit to use the money.</li>
<li><strong>Texas Tuition Promise Fund:</strong> ${rules.fundTerm}</li>
<li><strong>Texas Guaranteed Tuition Plan:</strong> ${rules.tgtpTerm}</li>
</ul>
<h2>Can we have a prepaid plan and a savings plan?</h2>
<p>Yes. Many families lock in tuition with the Texas Tuition Promise Fund and save for books, room
and board in a savings plan. <a href="${PAGE_PATHS.comparePlans.en}">Compare the plans</a>.</p>
`,
  1303: `
<h2>¿Un abuelo o una abuela puede abrir una cuenta?</h2>
<p>Sí.</p>
<ul>
<li><strong>Planes de ahorro:</strong> ${reglas.savingsBuyers}</li>
<li><strong>Texas Tuition Promise Fund:</strong> ${reglas.fundBuyers}</li>
</ul>
<p>${reglas.outOfStateTax}</p>
<p>Para saber qué plan le conviene, <a href="${PAGE_PATHS.guide.es}">responda unas preguntas</a>.</p>
<h2>¿La familia y los amigos pueden aportar a la cuenta de un menor?</h2>
<p>Sí. Cualquier persona puede poner dinero en la cuenta de un plan de ahorro. Pídale al titular
de la cuenta las instrucciones del plan para regalos: vea el
<a href="${PAGE_PATHS.texasCollegeSavingsPlan.es}">Texas College Savings Plan</a> y el
<a href="${PAGE_PATHS.lonestar529Plan.es}">LoneStar 529 Plan</a>.</p>
<h2>¿Puedo empezar antes de que nazca mi bebé?</h2>
<p>Abra ahora una cuenta en un plan de ahorro a su nombre y, cuando su bebé tenga número de Seguro
Social, nómbrelo beneficiario. El Texas Tuition Promise Fund acepta a un recién nacido cada año
hasta el 31 de julio, aunque la inscripción general esté cerrada, si el bebé tiene menos de un año
el día de la inscripción y tiene número de Seguro Social.
<a href="${PAGE_PATHS.texasTuitionPromiseFund.es}">Cómo y cuándo inscribirse en el fondo</a>.</p>
<h2>¿Qué pasa si nos mudamos fuera de Texas?</h2>
<p>La cuenta sigue siendo suya, y los planes de ahorro sirven en cualquier lugar.</p>
<p><strong>Texas Tuition Promise Fund:</strong> ${reglas.fundResidencyFixed} ${reglas.fundTransferValue}</p>
<p><a href="${PAGE_PATHS.students.es}">Cómo le paga cada plan a una institución</a>.</p>
<h2>¿Qué pasa si mi hijo o hija no va a la universidad?</h2>
<p>Puede nombrar como beneficiario a otro familiar (en el Texas Tuition Promise Fund, uno que
cumpla su regla de residencia), esperar o cerrar la cuenta: las reglas de cada plan dicen cuánto
cuesta un reembolso. Cuánto tiempo puede esperar depende del plan:</p>
<ul>
<li><strong>Planes de ahorro:</strong> no hay límite de edad para usar el dinero.</li>
<li><strong>Texas Tuition Promise Fund:</strong> ${reglas.fundTerm}</li>
<li><strong>Texas Guaranteed Tuition Plan:</strong> ${reglas.tgtpTerm}</li>
</ul>
<h2>¿Podemos tener un plan de matrícula prepagada y un plan de ahorro?</h2>
<p>Sí. Muchas familias fijan el precio de la matrícula con el Texas Tuition Promise Fund y ahorran
para los libros, el alojamiento y la comida en un plan de ahorro.
<a href="${PAGE_PATHS.comparePlans.es}">Compare los planes</a>.</p>
`,

  // The home page's help contact, under the plans after the guide's line: how to reach the
  // program for help. Its number and hours are the sample contact directory's.
  19: `
<p><strong>Need help?</strong> Call us toll-free at <a href="tel:+18004454723">1-800-445-GRAD (4723)</a>,
Monday to Friday, 8 a.m. to 5 p.m. Central time, in English or Spanish, or see
<a href="/contact">all the ways to contact us</a>.</p>
<p><em>Sample help text, for trying out the site: the program’s article gives its own.</em></p>
`,
  1019: `
<p><strong>¿Necesita ayuda?</strong> Llámenos sin costo al <a href="tel:+18004454723">1-800-445-4723</a>,
de lunes a viernes, de 8&nbsp;a.&nbsp;m. a 5&nbsp;p.&nbsp;m., hora del Centro. Le atendemos en español.
También puede ver <a href="/es/contacto">todas las formas de comunicarse con nosotros</a>.</p>
<p><em>Texto de ayuda de ejemplo, para probar el sitio: el artículo del programa da el suyo.</em></p>
`,
}
