/** The Spanish samples' ids, which lib/config.ts uses while no CMS is configured. */
export const SPANISH_SAMPLE_IDS = { home: 1049, helpContact: 1019 } as const

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
use later. What you buy is a share of tuition at Texas public colleges and universities, however much
tuition rises by then. It can also pay toward a private or out-of-state school, at a value the plan
sets.</p>
<p><strong>A 529 college savings plan</strong> is an investment account. What it is worth when
your child starts college depends on the investments you choose: it can grow or lose value. It can
pay for tuition, fees, books, and room and board at any eligible school, in Texas or elsewhere.</p>
<h2>Tax benefits</h2>
<p>Money in either kind of plan grows free of federal income tax, and withdrawals are tax-free when
they pay for qualified higher education expenses. Texas has no state income tax. A tax adviser can
tell you what this means for your family.</p>
<p>Prices, fees and minimums change each year: each plan's website gives this year's.</p>
`,
  19: `
<h2>Need help choosing a plan?</h2>
<p>Call us toll-free at <a href="tel:+18004454723">1-800-445-GRAD (4723)</a>, Monday through Friday,
8 a.m. to 5 p.m. Central Time, or see all the ways to <a href="/contact">contact us</a>.</p>
`,
  [SPANISH_SAMPLE_IDS.home]: `
<h2>Matrícula prepagada o ahorro universitario: en qué se diferencian</h2>
<p><strong>Un plan de matrícula prepagada</strong> le permite pagar hoy, a los precios de hoy, la
matrícula universitaria que su hijo o hija usará en el futuro. Lo que compra es una parte de la
matrícula en las universidades públicas de Texas, aunque la matrícula suba. También puede usarse
para pagar una institución privada o fuera de Texas, por un valor que fija el plan.</p>
<p><strong>Un plan 529 de ahorro universitario</strong> es una cuenta de inversión. Su valor cuando
el estudiante empiece la universidad depende de las inversiones que usted elija: puede subir o
bajar. Puede pagar matrícula, cuotas, libros, alojamiento y comida en cualquier institución
elegible, en Texas o en otro lugar.</p>
<h2>Beneficios fiscales</h2>
<p>El dinero de los dos tipos de plan crece libre del impuesto federal sobre los ingresos, y los
retiros no pagan impuestos si se usan para gastos calificados de educación superior. Texas no cobra
impuesto estatal sobre los ingresos. Un asesor fiscal puede decirle qué significa esto para su
familia.</p>
<p>Los precios, las cuotas y los mínimos cambian cada año: el sitio web de cada plan (en inglés)
indica los de este año.</p>
`,
  [SPANISH_SAMPLE_IDS.helpContact]: `
<h2>¿Necesita ayuda para elegir un plan?</h2>
<p>Llámenos sin costo al <a href="tel:+18004454723">1-800-445-4723</a>, de lunes a viernes,
de 8 a.m. a 5 p.m., hora central, o consulte todas las formas de
<a href="/es/contacto">comunicarse con nosotros</a>.</p>
`,
}
