/** The Spanish samples' ids, which lib/config.ts uses while no CMS is configured. */
export const SPANISH_SAMPLE_IDS = { home: 1049, helpContact: 1019 } as const

/**
 * Sample articles served when CMS_BASE_URL is unset, so the site runs on a fresh machine with no
 * CMS. They pass through the same sanitizer as CMS content. Keys are CMS article ids.
 */
export const sampleArticles: Readonly<Record<number, string>> = {
  49: `
<h2>Plans that help Texas families save for college</h2>
<p>The Texas Comptroller of Public Accounts oversees four plans that help families prepare for the
cost of higher education. Each plan works differently; choose the one that fits your family.</p>
<h3>Texas Guaranteed Tuition Plan</h3>
<p>The Texas Guaranteed Tuition Plan is <strong>closed to new enrollment</strong>. Existing account
owners can still manage their contracts and use their benefits.</p>
<h3>Texas College Savings Plan</h3>
<p>A 529 college savings plan sold directly to families, with investment options for every stage of
saving. Visit <a href="https://www.texascollegesavings.com">texascollegesavings.com</a>.</p>
<h3>LoneStar 529 Plan</h3>
<p>A 529 college savings plan sold through financial advisors. Visit
<a href="https://www.lonestar529.com">lonestar529.com</a>.</p>
<h3>Texas Tuition Promise Fund</h3>
<p>A prepaid tuition plan that lets you lock in today's tuition prices for tomorrow. Enrollment is
open from Sept. 1 through Feb. 28 (Feb. 29 in leap years) each year. Visit
<a href="https://www.texastuitionpromisefund.com">texastuitionpromisefund.com</a>.</p>
`,
  19: `
<h2>Need help choosing a plan?</h2>
<p>Call us toll-free at <a href="tel:+18004454723">1-800-445-GRAD (4723)</a>, Monday through Friday,
8 a.m. to 5 p.m. Central Time, or see all the ways to <a href="/contact">contact us</a>.</p>
`,
  [SPANISH_SAMPLE_IDS.home]: `
<h2>Planes que ayudan a las familias de Texas a ahorrar para la universidad</h2>
<p>El Contralor de Cuentas Públicas de Texas supervisa cuatro planes que ayudan a las familias a
prepararse para el costo de la educación superior. Cada plan funciona de manera distinta; elija el
que mejor se adapte a su familia.</p>
<h3>Texas Guaranteed Tuition Plan</h3>
<p>El Texas Guaranteed Tuition Plan <strong>ya no acepta nuevas inscripciones</strong>. Las
personas que ya tienen una cuenta pueden seguir administrando sus contratos y usando sus beneficios.</p>
<h3>Texas College Savings Plan</h3>
<p>Un plan 529 de ahorro para la universidad que se vende directamente a las familias, con opciones
de inversión para cada etapa del ahorro. Visite
<a href="https://www.texascollegesavings.com">texascollegesavings.com</a> (en inglés).</p>
<h3>LoneStar 529 Plan</h3>
<p>Un plan 529 de ahorro para la universidad que se vende a través de asesores financieros. Visite
<a href="https://www.lonestar529.com">lonestar529.com</a> (en inglés).</p>
<h3>Texas Tuition Promise Fund</h3>
<p>Un plan de matrícula prepagada que le permite pagar hoy, a los precios de hoy, la matrícula
universitaria que su hijo usará en el futuro. La inscripción está abierta del 1 de septiembre al 28
de febrero (29 de febrero en años bisiestos) de cada año. Visite
<a href="https://www.texastuitionpromisefund.com">texastuitionpromisefund.com</a> (en inglés).</p>
`,
  [SPANISH_SAMPLE_IDS.helpContact]: `
<h2>¿Necesita ayuda para elegir un plan?</h2>
<p>Llámenos sin costo al <a href="tel:+18004454723">1-800-445-4723</a>, de lunes a viernes,
de 8 a.m. a 5 p.m., hora del centro, o consulte todas las formas de
<a href="/es/contacto">comunicarse con nosotros</a>.</p>
`,
}
