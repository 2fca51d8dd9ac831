import type { Kysely } from 'kysely';
import { LOCALES, type CalculatorField, type CalculatorUnit, type RiskProduct } from '@brids/contracts';
import { b, type Bilingual } from '../lib/bilingual.ts';
import type { RouteName } from '../site/site-paths.ts';

/**
 * Reference content of the tools (compliance owns it; editors change it in the database):
 * the calculator's maxima and the risk-profile questionnaire. Inserted by the tools migration
 * and again by the seed, both only where missing, so editors' changes stay.
 */

/**
 * Maxima of the calculator's inputs (spec §5: more than 0 and not more than a maximum). Amounts
 * stay far below 2^53 so every rupiah is exact; the rates cover Indonesia's inflation of the past
 * two decades and any long-run market return; fifty years spans a working life.
 */
export const CALCULATOR_LIMITS: Record<CalculatorField, { max: number; unit: CalculatorUnit }> = {
  initial_investment: { max: 100_000_000_000, unit: 'rupiah' },
  monthly_investment: { max: 1_000_000_000, unit: 'rupiah' },
  target_fund: { max: 1_000_000_000_000, unit: 'rupiah' },
  minimum_lumpsum: { max: 100_000_000_000, unit: 'rupiah' },
  duration_years: { max: 50, unit: 'years' },
  current_age: { max: 80, unit: 'years' },
  retirement_age: { max: 90, unit: 'years' },
  monthly_living_cost: { max: 1_000_000_000, unit: 'rupiah' },
  yearly_inflation: { max: 20, unit: 'percent' },
  expected_return: { max: 30, unit: 'percent' },
  post_pension_return: { max: 20, unit: 'percent' },
};

export interface RiskQuestionSeed {
  key: string;
  text: Bilingual;
  hint: Bilingual;
  answers: { key: string; points: number; text: Bilingual }[];
}


/** An OJK-style questionnaire: every question scores 1 (most careful) to 4 (most risk-tolerant). */
export const RISK_QUESTIONS: RiskQuestionSeed[] = [
  {
    key: 'age',
    text: b('Berapa usia Anda saat ini?', 'How old are you?'),
    hint: b('Usia memengaruhi berapa lama waktu Anda untuk memulihkan kerugian.', 'Your age affects how much time you have to recover from a loss.'),
    answers: [
      { key: 'over-55', points: 1, text: b('Di atas 55 tahun', 'Over 55') },
      { key: '46-55', points: 2, text: b('46–55 tahun', '46 to 55') },
      { key: '31-45', points: 3, text: b('31–45 tahun', '31 to 45') },
      { key: 'up-to-30', points: 4, text: b('30 tahun atau kurang', '30 or younger') },
    ],
  },
  {
    key: 'goal',
    text: b('Apa tujuan utama investasi Anda?', 'What is the main goal of your investment?'),
    hint: b('Pilih yang paling mendekati tujuan Anda.', 'Choose the one closest to your goal.'),
    answers: [
      { key: 'preserve', points: 1, text: b('Menjaga nilai pokok investasi tetap aman', 'Keeping my capital safe') },
      { key: 'income', points: 2, text: b('Mendapatkan pendapatan rutin yang stabil', 'A steady, regular income') },
      { key: 'balanced', points: 3, text: b('Pertumbuhan nilai dengan risiko sedang', 'Growth with moderate risk') },
      { key: 'growth', points: 4, text: b('Pertumbuhan nilai setinggi mungkin dalam jangka panjang', 'The highest possible growth over the long term') },
    ],
  },
  {
    key: 'horizon',
    text: b('Berapa lama Anda berencana berinvestasi sebelum membutuhkan dana tersebut?', 'How long do you plan to invest before you need the money?'),
    hint: b('Jangka waktu sejak Anda mulai berinvestasi hingga dana digunakan.', 'The time from your first investment until you use the money.'),
    answers: [
      { key: 'under-1', points: 1, text: b('Kurang dari 1 tahun', 'Less than 1 year') },
      { key: '1-3', points: 2, text: b('1–3 tahun', '1 to 3 years') },
      { key: '3-5', points: 3, text: b('Lebih dari 3 hingga 5 tahun', 'More than 3 and up to 5 years') },
      { key: 'over-5', points: 4, text: b('Lebih dari 5 tahun', 'More than 5 years') },
    ],
  },
  {
    key: 'knowledge',
    text: b('Seberapa jauh pengetahuan Anda tentang produk investasi?', 'How well do you know investment products?'),
    hint: b('Termasuk cara kerja produk dan risikonya.', 'Including how the products work and what their risks are.'),
    answers: [
      { key: 'none', points: 1, text: b('Saya belum memiliki pengetahuan tentang investasi', 'I know little or nothing about investing') },
      { key: 'basic', points: 2, text: b('Saya memahami produk sederhana seperti deposito dan reksa dana pasar uang', 'I understand simple products such as deposits and money market funds') },
      { key: 'good', points: 3, text: b('Saya memahami obligasi dan reksa dana campuran beserta risikonya', 'I understand bonds and balanced funds and their risks') },
      { key: 'advanced', points: 4, text: b('Saya memahami saham dan produk berisiko tinggi beserta risikonya', 'I understand stocks and high-risk products and their risks') },
    ],
  },
  {
    key: 'experience',
    text: b('Produk investasi apa yang pernah Anda miliki?', 'Which investment products have you held?'),
    hint: b('Pilih produk paling berisiko yang pernah Anda miliki.', 'Choose the riskiest product you have held.'),
    answers: [
      { key: 'none', points: 1, text: b('Saya belum pernah berinvestasi', 'I have never invested') },
      { key: 'deposits', points: 2, text: b('Tabungan, deposito, atau reksa dana pasar uang', 'Savings, deposits or money market funds') },
      { key: 'bonds', points: 3, text: b('Obligasi, sukuk, atau reksa dana pendapatan tetap atau campuran', 'Bonds, sukuk, or fixed-income or balanced funds') },
      { key: 'stocks', points: 4, text: b('Saham, reksa dana saham, atau produk derivatif', 'Stocks, equity funds or derivatives') },
    ],
  },
  {
    key: 'loss-tolerance',
    text: b('Berapa besar penurunan nilai investasi dalam setahun yang masih dapat Anda terima?', 'How large a fall in the value of your investment in one year could you accept?'),
    hint: b('Penurunan sementara yang tidak membuat Anda menjual investasi.', 'A temporary fall that would not make you sell.'),
    answers: [
      { key: 'none', points: 1, text: b('Saya tidak dapat menerima penurunan nilai pokok', 'I cannot accept any loss of my capital') },
      { key: 'up-to-10', points: 2, text: b('Sampai 10%', 'Up to 10%') },
      { key: '10-25', points: 3, text: b('Lebih dari 10% hingga 25%', 'More than 10% and up to 25%') },
      { key: 'over-25', points: 4, text: b('Lebih dari 25%', 'More than 25%') },
    ],
  },
  {
    key: 'reaction',
    text: b('Jika nilai investasi Anda turun 20% dalam sebulan, apa yang akan Anda lakukan?', 'If your investment fell 20% in one month, what would you do?'),
    hint: b('Pilih yang paling mungkin Anda lakukan, bukan yang seharusnya.', 'Choose what you would most likely do, not what you think you should.'),
    answers: [
      { key: 'sell-all', points: 1, text: b('Menjual seluruh investasi', 'Sell all of it') },
      { key: 'sell-some', points: 2, text: b('Menjual sebagian investasi', 'Sell part of it') },
      { key: 'hold', points: 3, text: b('Menahan dan menunggu nilainya pulih', 'Hold on and wait for it to recover') },
      { key: 'buy-more', points: 4, text: b('Membeli lebih banyak selagi harga turun', 'Buy more while prices are low') },
    ],
  },
  {
    key: 'income-share',
    text: b('Berapa bagian dari penghasilan bulanan Anda yang akan diinvestasikan?', 'What share of your monthly income will you invest?'),
    hint: b('Setelah kebutuhan sehari-hari dan dana darurat.', 'After everyday needs and an emergency fund.'),
    answers: [
      { key: 'over-50', points: 1, text: b('Lebih dari 50%', 'More than 50%') },
      { key: '25-50', points: 2, text: b('Lebih dari 25% hingga 50%', 'More than 25% and up to 50%') },
      { key: '10-25', points: 3, text: b('10% hingga 25%', '10% to 25%') },
      { key: 'under-10', points: 4, text: b('Kurang dari 10%', 'Less than 10%') },
    ],
  },
];

type Product = RiskProduct & { route: RouteName };

export interface RiskProfileSeed {
  slug: string;
  minScore: number;
  maxScore: number;
  name: Bilingual;
  summary: Bilingual;
  characteristics: { id: string[]; en: string[] };
  /** Each product links to its page: `route` is a route name of the site. */
  products: { id: Product[]; en: Product[] };
}

const DISCLAIMER = b(
  'Hasil profil risiko ini bersifat indikatif berdasarkan jawaban Anda, dan bukan rekomendasi maupun ajakan untuk membeli atau menjual efek tertentu. Investasi mengandung risiko, dan kinerja masa lalu tidak menjamin kinerja masa depan. Pelajari prospektus dan konsultasikan dengan tenaga pemasar kami yang berizin sebelum berinvestasi. Konten contoh: profil dan produk bersifat ilustratif.',
  'This risk profile is indicative, based on your answers, and is neither a recommendation nor an offer to buy or sell any security. Investing involves risk, and past performance does not guarantee future results. Read the prospectus and talk to our licensed sales team before you invest. Sample content: the profiles and products are illustrative.',
);

/** The total score (8 to 32) falls in exactly one profile's range. */
export const RISK_PROFILES: RiskProfileSeed[] = [
  {
    slug: 'conservative',
    minScore: 8,
    maxScore: 15,
    name: b('Konservatif', 'Conservative'),
    summary: b(
      'Anda mengutamakan keamanan nilai pokok dan menerima imbal hasil yang lebih rendah demi risiko yang kecil.',
      'You put the safety of your capital first and accept lower returns in exchange for low risk.',
    ),
    characteristics: {
      id: [
        'Mengutamakan keamanan dana dibanding pertumbuhan nilai',
        'Kurang nyaman dengan naik-turunnya nilai investasi',
        'Umumnya berinvestasi untuk jangka pendek',
        'Sesuai dengan instrumen pasar uang dan pendapatan tetap',
      ],
      en: [
        'Puts the safety of the money ahead of growth',
        'Is uneasy with ups and downs in value',
        'Usually invests for the short term',
        'Suits money market and fixed-income instruments',
      ],
    },
    products: {
      id: [
        { route: 'mutual-fund', title: 'Reksa dana pasar uang dan pendapatan tetap', description: 'Risiko rendah, mudah dicairkan, dan dikelola oleh manajer investasi.' },
        { route: 'securities', title: 'Surat berharga negara dan obligasi', description: 'Kupon terjadwal dan nilai pokok kembali saat jatuh tempo.' },
        { route: 'eba-retail', title: 'EBA ritel', description: 'Arus kas terjadwal dari kumpulan aset yang mendasarinya.' },
      ],
      en: [
        { route: 'mutual-fund', title: 'Money market and fixed-income funds', description: 'Low risk, easy to cash in, and run by an investment manager.' },
        { route: 'securities', title: 'Government securities and bonds', description: 'Scheduled coupons, and your capital back at maturity.' },
        { route: 'eba-retail', title: 'Retail asset-backed securities', description: 'Scheduled cash flows from an underlying pool of assets.' },
      ],
    },
  },
  {
    slug: 'moderate',
    minScore: 16,
    maxScore: 24,
    name: b('Moderat', 'Moderate'),
    summary: b(
      'Anda mencari keseimbangan antara pertumbuhan dan keamanan, dan dapat menerima penurunan nilai sementara.',
      'You look for a balance of growth and safety, and can accept temporary falls in value.',
    ),
    characteristics: {
      id: [
        'Menerima naik-turunnya nilai investasi dalam batas wajar',
        'Berinvestasi untuk jangka menengah, sekitar 3 hingga 5 tahun',
        'Memahami dasar-dasar risiko pasar',
        'Sesuai dengan portofolio campuran saham dan pendapatan tetap',
      ],
      en: [
        'Accepts reasonable ups and downs in value',
        'Invests for the medium term, about 3 to 5 years',
        'Understands the basics of market risk',
        'Suits a portfolio mixing stocks and fixed income',
      ],
    },
    products: {
      id: [
        { route: 'mutual-fund', title: 'Reksa dana campuran', description: 'Gabungan saham dan obligasi dalam satu produk yang dikelola profesional.' },
        { route: 'securities', title: 'Obligasi korporasi dan surat berharga negara', description: 'Pendapatan tetap sebagai penyeimbang portofolio.' },
        { route: 'stock', title: 'Saham berkapitalisasi besar', description: 'Sebagian portofolio untuk pertumbuhan jangka panjang.' },
      ],
      en: [
        { route: 'mutual-fund', title: 'Balanced mutual funds', description: 'Stocks and bonds in one professionally managed product.' },
        { route: 'securities', title: 'Corporate bonds and government securities', description: 'Fixed income to balance the portfolio.' },
        { route: 'stock', title: 'Large-cap stocks', description: 'A part of the portfolio for long-term growth.' },
      ],
    },
  },
  {
    slug: 'aggressive',
    minScore: 25,
    maxScore: 32,
    name: b('Agresif', 'Aggressive'),
    summary: b(
      'Anda mengejar pertumbuhan jangka panjang yang tinggi dan siap menanggung penurunan nilai yang besar.',
      'You aim for high long-term growth and are ready to bear large falls in value.',
    ),
    characteristics: {
      id: [
        'Mengutamakan pertumbuhan nilai jangka panjang',
        'Siap menghadapi naik-turunnya nilai investasi yang besar',
        'Berinvestasi untuk jangka panjang, lebih dari 5 tahun',
        'Berpengalaman dengan saham dan produk berisiko tinggi',
      ],
      en: [
        'Puts long-term growth first',
        'Is ready for large ups and downs in value',
        'Invests for the long term, more than 5 years',
        'Has experience with stocks and high-risk products',
      ],
    },
    products: {
      id: [
        { route: 'stock', title: 'Saham', description: 'Potensi pertumbuhan tertinggi, dengan risiko tertinggi.' },
        { route: 'mutual-fund', title: 'Reksa dana saham', description: 'Portofolio saham yang terdiversifikasi dan dikelola profesional.' },
        { route: 'securities', title: 'Obligasi sebagai penyeimbang', description: 'Bagian kecil portofolio untuk meredam penurunan nilai.' },
      ],
      en: [
        { route: 'stock', title: 'Stocks', description: 'The highest growth potential, with the highest risk.' },
        { route: 'mutual-fund', title: 'Equity mutual funds', description: 'A diversified, professionally managed stock portfolio.' },
        { route: 'securities', title: 'Bonds as a counterweight', description: 'A small part of the portfolio to cushion falls in value.' },
      ],
    },
  },
];

export type ToolsCounts = { calculator_limits: number; risk_questions: number; risk_profiles: number };

/**
 * Inserts the tools' reference content that is missing (by field, question key, profile slug),
 * never changing a row that exists. Runs in the tools migration and in the seed.
 */
export async function insertToolsReference(db: Kysely<any>): Promise<ToolsCounts> {
  const counts: ToolsCounts = { calculator_limits: 0, risk_questions: 0, risk_profiles: 0 };

  const fields = new Set((await db.selectFrom('calculator_limits').select('field').execute()).map((r) => String(r.field)));
  const limits = Object.entries(CALCULATOR_LIMITS)
    .filter(([field]) => !fields.has(field))
    .map(([field, { max, unit }]) => ({ field, max_value: max, unit }));
  if (limits.length) await db.insertInto('calculator_limits').values(limits).execute();
  counts.calculator_limits = limits.length;

  const questions = new Set((await db.selectFrom('risk_questions').select('key').execute()).map((r) => String(r.key)));
  for (const [i, question] of RISK_QUESTIONS.entries()) {
    if (questions.has(question.key)) continue;
    const { id } = await db
      .insertInto('risk_questions')
      .values({ key: question.key, sort_order: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('risk_question_translations')
      .values(LOCALES.map((locale) => ({ question_id: id, locale, text: question.text[locale], hint: question.hint[locale] })))
      .execute();
    for (const [j, answer] of question.answers.entries()) {
      const row = await db
        .insertInto('risk_answers')
        .values({ question_id: id, key: answer.key, points: answer.points, sort_order: j + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('risk_answer_translations')
        .values(LOCALES.map((locale) => ({ answer_id: row.id, locale, text: answer.text[locale] })))
        .execute();
    }
    counts.risk_questions++;
  }

  const profiles = new Set((await db.selectFrom('risk_profiles').select('slug').execute()).map((r) => String(r.slug)));
  for (const [i, profile] of RISK_PROFILES.entries()) {
    if (profiles.has(profile.slug)) continue;
    const { id } = await db
      .insertInto('risk_profiles')
      .values({ slug: profile.slug, min_score: profile.minScore, max_score: profile.maxScore, sort_order: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('risk_profile_translations')
      .values(
        LOCALES.map((locale) => ({
          profile_id: id,
          locale,
          name: profile.name[locale],
          summary: profile.summary[locale],
          characteristics: JSON.stringify(profile.characteristics[locale]),
          products: JSON.stringify(profile.products[locale]),
          disclaimer: DISCLAIMER[locale],
        })),
      )
      .execute();
    counts.risk_profiles++;
  }
  return counts;
}
