import { defineCatalog } from '@brids/i18n/catalog';
import { NS } from '../ns.ts';

/** The marketing namespace's 'offering' words in Indonesian (the default locale: they type the keys). */
export const id = {
  offering: {
    sample: "Konten contoh: angka bersifat ilustratif dan bukan rekomendasi investasi.",
    what: "Apa itu {{title}}?",
    who: "Untuk siapa",
    benefits: "Keuntungan",
    steps: "Cara memulai",
    requirements: "Persyaratan",
    documents: "Dokumen yang diperlukan",
    fees: "Biaya",
    fee: "Jenis biaya",
    amount: "Besaran",
    risks: "Risiko yang perlu Anda ketahui",
    faq: "Pertanyaan terkait",
    allFaq: "Semua FAQ",
    openAccount: "Buka Rekening",
    downloadForm: "Unduh Formulir",
    contact: "Hubungi Kami",
    kinds: "Jenis rekening",
    contract: "Kontrak pembiayaan: {{months}} bulan",
    contractYear: "Kontrak pembiayaan: 1 tahun",
    minAsset: "Kepemilikan aset minimal: {{amount}}",
    program: "Program nasabah prioritas",
    minTotalAssets: "Total aset minimal",
    period: "Periode program",
    quota: "Sisa kuota",
    quotaOf: "{{remaining}} dari {{quota}} peserta",
    samples: "Contoh produk",
    sampleFunds: "Contoh reksa dana",
    sampleOfferings: "Contoh penawaran",
    name: "Nama",
    type: "Jenis",
    risk: "Tingkat risiko",
    minimum: "Minimum pembelian",
    coupon: "Kupon / imbal hasil",
    tenor: "Tenor",
    tenorMonths: "{{count}} bulan",
    offerPeriod: "Masa penawaran",
    terms: "Ketentuan",
    riskLevels: {
      low: "Rendah",
      moderate: "Sedang",
      high: "Tinggi"
    },
    types: {
      "money-market": "Pasar uang",
      "fixed-income": "Pendapatan tetap",
      balanced: "Campuran",
      equity: "Saham",
      "government-bond": "SBN ritel",
      "corporate-bond": "Obligasi korporasi",
      eba: "EBA"
    }
  }
};
const en: typeof id = {
  offering: {
    sample: "Sample content: figures are illustrative and not investment advice.",
    what: "What is {{title}}?",
    who: "Who it is for",
    benefits: "Benefits",
    steps: "How to start",
    requirements: "Requirements",
    documents: "Documents you need",
    fees: "Fees and costs",
    fee: "Fee",
    amount: "Amount",
    risks: "Risks you should know",
    faq: "Related questions",
    allFaq: "All FAQ",
    openAccount: "Open Account",
    downloadForm: "Download the Form",
    contact: "Contact Us",
    kinds: "Account kinds",
    contract: "Financing contract: {{months}} months",
    contractYear: "Financing contract: 1 year",
    minAsset: "Minimum asset holding: {{amount}}",
    program: "Priority client program",
    minTotalAssets: "Minimum total assets",
    period: "Program period",
    quota: "Remaining quota",
    quotaOf: "{{remaining}} of {{quota}} places",
    samples: "Sample products",
    sampleFunds: "Sample funds",
    sampleOfferings: "Sample offerings",
    name: "Name",
    type: "Type",
    risk: "Risk level",
    minimum: "Minimum subscription",
    coupon: "Coupon / return",
    tenor: "Tenor",
    tenorMonths: "{{count}} months",
    offerPeriod: "Offering period",
    terms: "Terms",
    riskLevels: {
      low: "Low",
      moderate: "Moderate",
      high: "High"
    },
    types: {
      "money-market": "Money market",
      "fixed-income": "Fixed income",
      balanced: "Balanced",
      equity: "Equity",
      "government-bond": "Retail government bond",
      "corporate-bond": "Corporate bond",
      eba: "Asset-backed security"
    }
  }
};
/** The 'offering' part of the marketing namespace, listed in `catalogs` by every page that shows its words. */
export const offeringCatalog = defineCatalog(NS, { id, en });
