// The 6 ready-made AI prompts ("doğal promptlar") created by the admin's initialize action.
// Data only. Prompt templates are written in English so any model follows them; placeholders use
// double braces ({{topic}}) and are filled in by the server before the prompt is sent.

export type SeedAiPromptCategory = 'blog-image' | 'blog-writing' | 'blog-topics' | 'content-optimization' | 'market-research'

export interface SeedAiPrompt {
  name: string // Turkish, ≤ 100 characters
  description: string // Turkish
  prompt: string
  category: SeedAiPromptCategory
  isActive: boolean
  isDefault: boolean
}

/** The only company facts a model may use; repeated in every text prompt. */
const COMPANY_FACTS = `COMPANY FACTS (the only facts you may state about the company):
- Dried-fig producer and exporter based in Köşk, Aydın, Türkiye; founded in {{foundingYear}}, more than {{yearsInTrade}} years in the trade.
- Aydın fig is a product with a geographical indication.
- Certifications: only the ones the system message names (the certificates valid today).
- Harvest August–October; figs ripen and fall from the tree naturally, then are sun-dried for 7–10 days.
- Moisture 18–20 %. Every lot is sorted under UV light and analysed for aflatoxin; lots are traceable.
- Product types: Naturel İncir - Altın Seri, Lerida, Protoben, Bağlama İncir (garland), Pulled, Layer, Cube/Block, Doğal Defne Yapraklı (packed with bay leaves, 10 and 20 kg).
- Calibres A1–A8 by pieces per kg: A1 36–40, A2 41–45, A3 46–50, A4 51–55, A5 56–60, A6 61–65, A7 66–70, A8 71–80.
- Packs 5, 10 and 12.5 kg (some products also 20 or 25 kg, or retail 0.5 and 1 kg). Wholesale minimum order 100 kg.
- Prices are indicative in USD/kg; the final price is always given in a quote.
- Site pages you may link to: /products, /calibration, /quality, /origin, /export, /rfq, /trial-package, /contact (prefix /en/ for English and /de/ for German).`

const TRUTH_RULES = `RULES:
- Use only the company facts above and the input you are given. Never invent certifications, awards, prices, customer names, export volumes, statistics, health or medical claims, or any other claim.
- If a detail you would need is not in the facts, leave it out or write it in general terms; do not guess.
- Write natural, correct Turkish (with ç, ğ, ı, İ, ö, ş, ü), English and German (with ä, ö, ü, ß). Do not translate word for word; each language should read as if written by a native speaker.`

export const seedAiPrompts: SeedAiPrompt[] = [
  // ── blog-image (default)
  {
    name: 'Blog Görseli - Fotogerçekçi İncir Sahnesi',
    description: 'Blog yazısının başlığı ve konusundan, yazısız, fotogerçekçi bir kapak görseli için görsel üretim promptu oluşturur.',
    prompt: `Create a photo-realistic image for a blog article of a dried-fig producer from Aydın, Türkiye.

Article title: {{title}}
Article topic: {{topic}}

Image requirements:
- Photo-realistic, natural daylight, shallow depth of field, warm and authentic Aegean atmosphere.
- Show a scene that fits the topic: for example sun-dried Aydın figs on drying racks, fig orchards in late summer, hands sorting figs, neat cartons of dried figs, or figs served with walnuts and yoghurt.
- Figs must look like real Turkish dried figs: light golden to honey-brown skin, soft, with visible texture.
- Wide landscape composition (16:9) suitable as a blog header, with the main subject clearly in focus.
- Absolutely NO text, letters, numbers, logos, labels, watermarks or brand names anywhere in the image.
- No people's faces in close-up; hands and silhouettes are fine.
- Do not show certification marks, stamps or seals.`,
    category: 'blog-image',
    isActive: true,
    isDefault: true,
  },

  // ── blog-writing (default)
  {
    name: 'Blog Yazısı - Üç Dilde SEO Uyumlu Makale',
    description:
      'Verilen konu için Türkçe, İngilizce ve Almanca, Markdown formatında, site sayfalarına bağlantı veren SEO uyumlu bir blog yazısı üretir.',
    prompt: `You are the content writer of a dried-fig producer from Köşk, Aydın. Write a blog article about this topic:

Topic: {{topic}}

${COMPANY_FACTS}

${TRUTH_RULES}

WRITING GUIDELINES:
- Audience: wholesale and export buyers (importers, distributors, supermarket chains, food manufacturers) and curious consumers.
- Length: 400–600 words per language.
- Markdown: a short introduction, 3–5 sections with ## headings, at least one bulleted or numbered list, a short closing paragraph with a call to action (quote request or trial package).
- Include at least one link to a site page from the facts, e.g. [calibration](/calibration) in Turkish, /en/calibration in English, /de/calibration in German.
- Do not start the content with the title; no H1 heading.
- Health statements must stay general and cautious (e.g. "a source of fibre"); never promise that figs cure or prevent a disease.

OUTPUT: return only valid JSON, no code fences, with exactly these keys (excerpts: 1–2 sentences each; content: Markdown; keywords: 4–6 comma-separated keywords; meta descriptions: at most 160 characters each):
{
  "title_tr": "", "title_en": "", "title_de": "",
  "excerpt_tr": "", "excerpt_en": "", "excerpt_de": "",
  "content_tr": "", "content_en": "", "content_de": "",
  "keywords_tr": "", "keywords_en": "", "keywords_de": "",
  "metaDescription_tr": "", "metaDescription_en": "", "metaDescription_de": ""
}`,
    category: 'blog-writing',
    isActive: true,
    isDefault: true,
  },

  // ── blog-topics (default)
  {
    name: 'Blog Konu Önerileri - Hedef Kitleye Göre',
    description:
      'Belirtilen hedef kitle için istenen sayıda, birbirinden farklı ve aranabilir blog konusu önerir; her konu üç dilde başlık içerir.',
    prompt: `Suggest {{count}} blog topics for the website of a dried-fig producer from Köşk, Aydın.

Target audience: {{audience}}

${COMPANY_FACTS}

${TRUTH_RULES}

GUIDELINES:
- Topics must be useful to the audience and answer questions they actually search for (buying, quality, calibres, storage, use in recipes or production, origin, export logistics, nutrition).
- Each topic must be clearly different from the others; avoid generic or clickbait titles.
- Every topic must be writable using only the company facts above and general, well-established knowledge about figs; do not propose topics that would need facts we do not have (for example customer case studies, prices by country or new certifications).

OUTPUT: return only valid JSON, no code fences: an object with the key "topics" holding {{count}} objects of this shape (summary: 1–2 sentences in Turkish on what the article covers and why it helps the audience):
{
  "topics": [
    { "title_tr": "", "title_en": "", "title_de": "", "summary": "" }
  ]
}`,
    category: 'blog-topics',
    isActive: true,
    isDefault: true,
  },

  // ── content-optimization: product texts (default)
  {
    name: 'Ürün İçeriği - Üç Dilde Ürün Metni',
    description:
      'Ürün adından başlık, slug, ürün tipi, kısa özet, açıklama ve palet bilgisi metinlerini Türkçe, İngilizce ve Almanca olarak oluşturur.',
    prompt: `Write the product page content for this dried-fig product:

Product name: {{productName}}

${COMPANY_FACTS}

${TRUTH_RULES}

GUIDELINES:
- Pick the product type that matches the name from: NATUREL_INCIR, LERIDA, PROTOBEN, BAGLAMA, PULLED, LAYER, CUBE_BLOCK, NATURAL_LAUREL_10_20KG. If none clearly matches, use LERIDA.
- Describe how the product is shaped or packed, who it suits (retail, gourmet, industry, export), the calibres and packs it is typically offered in, and the quality steps (sun-drying, UV sorting, aflatoxin analysis). Only mention organic farming if the product name says so.
- Do not state any price. Do not invent awards, certifications or customer names.
- Summary: 1–2 sentences. Description: 3–5 short paragraphs of plain text separated by a blank line (no Markdown, no lists).
- Pallet information: one line per language on how the product is palletised for shipping, for the packs you describe: cartons (or blocks) per Euro pallet (120×80 cm) and the resulting kg per pallet (for example 80 cartons × 12.5 kg = 1,000 kg), and how the pallet is secured (stretch-wrapped). The figures must add up; keep them the same in all three languages, written in each language's number format.
- Slug: lowercase ASCII letters, digits and hyphens only, derived from the Turkish title (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u).

OUTPUT: return only valid JSON, no code fences, with exactly these keys:
{
  "title_tr": "", "title_en": "", "title_de": "",
  "slug": "",
  "type": "",
  "summary_tr": "", "summary_en": "", "summary_de": "",
  "description_tr": "", "description_en": "", "description_de": "",
  "palletInfo_tr": "", "palletInfo_en": "", "palletInfo_de": ""
}`,
    category: 'content-optimization',
    isActive: true,
    isDefault: true,
  },

  // ── content-optimization: page SEO texts
  {
    name: 'Sayfa SEO Metinleri - Başlık, Açıklama, Anahtar Kelime',
    description: 'Bir site sayfası için Türkçe, İngilizce ve Almanca SEO başlığı, meta açıklama, anahtar kelimeler ve H1 önerir.',
    prompt: `Write SEO texts for one page of the website of a dried-fig producer from Köşk, Aydın.

Page key: {{page}}
Current title: {{title}}
Current description: {{description}}
Products on the site: {{products}}

${COMPANY_FACTS}

${TRUTH_RULES}

GUIDELINES:
- Improve the current title and description for search engines and for buyers; keep what is accurate, drop what is not supported by the facts.
- Title: at most 60 characters per language. Meta description: at most 160 characters per language, with a clear reason to click (e.g. request a quote, see calibres).
- Keywords: 5–6 comma-separated search terms per language that buyers in that language really use; no keyword stuffing.
- H1: a short, natural heading for the page in each language (not identical to the title).
- Mention only products from the list above.

OUTPUT: return only valid JSON, no code fences, with exactly these keys:
{
  "title_tr": "", "title_en": "", "title_de": "",
  "description_tr": "", "description_en": "", "description_de": "",
  "keywords_tr": "", "keywords_en": "", "keywords_de": "",
  "h1_tr": "", "h1_en": "", "h1_de": ""
}`,
    category: 'content-optimization',
    isActive: true,
    isDefault: false,
  },

  // ── market-research (default)
  {
    name: 'Pazar Araştırması - Hedef Ülke Analizi',
    description:
      'Seçilen hedef pazar için kuru incir talebi, alıcı tipleri, ambalaj ve kalibre tercihleri ile giriş önerilerini içeren bir ön analiz hazırlar.',
    prompt: `Prepare a preliminary market analysis for exporting dried figs to this market:

Target market: {{market}}

${COMPANY_FACTS}

${TRUTH_RULES}

ADDITIONAL RULES FOR THIS REPORT:
- You may use general, widely known knowledge about the market, but mark every figure (volumes, prices, market shares, duty rates) as an estimate and name the kind of source that should be checked (e.g. official trade statistics, customs tariff database). If you are not confident about a number, do not give one.
- Never state our prices or promise price levels; only describe how the market generally segments by price.
- Do not claim that the company already sells in this market or has customers there.

STRUCTURE (Markdown, with ## headings):
1. Market overview: how dried figs are consumed and sold in {{market}}.
2. Buyer types: importers, distributors, retail chains, organic stores, food manufacturers, ethnic grocers.
3. Product fit: which of our product types, calibres (A1–A8) and pack sizes are likely to suit this market, and why.
4. Requirements: typical food-safety expectations, labelling language, documents (certificate of origin, phytosanitary certificate, analysis report) and any points to verify, such as aflatoxin limits.
5. Seasonality and logistics: when buyers usually order relative to the August–October harvest; likely shipping mode.
6. Entry recommendations: 5 concrete, realistic next steps.

OUTPUT: write the full report in Turkish. Then add a short executive summary (5 bullet points) in English and in German under the headings "## Executive summary (EN)" and "## Zusammenfassung (DE)".`,
    category: 'market-research',
    isActive: true,
    isDefault: true,
  },
]
