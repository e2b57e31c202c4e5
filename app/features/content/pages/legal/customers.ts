import { defineContent, list, text } from '../../define-content'
import { legalSections } from './sections'

/** The customers page: its figures and its sections (heading and text), in order. */
export const customersContent = defineContent({
  key: 'customers',
  page: 'customers',
  label: 'Müşterilerimiz',
  fields: {
    stats: list('Rakamlar', {
      itemLabel: 'Rakam',
      max: 8,
      fields: { value: text('Rakam', undefined, { max: 20 }), label: text('Açıklama') },
      initial: [
        {
          value: {
            tr: '{{customers}}+',
            en: '{{customers}}+',
            de: '{{customers}}+',
          },
          label: {
            tr: 'Aktif Müşteri',
            en: 'Active Customers',
            de: 'Aktive Kunden',
          },
        },
        {
          value: {
            tr: '%95',
            en: '95%',
            de: '95%',
          },
          label: {
            tr: 'Müşteri Memnuniyeti',
            en: 'Customer Satisfaction',
            de: 'Kundenzufriedenheit',
          },
        },
        {
          value: {
            tr: '25+',
            en: '25+',
            de: '25+',
          },
          label: {
            tr: 'İhracat Ülkesi',
            en: 'Export Countries',
            de: 'Exportländer',
          },
        },
        {
          value: {
            tr: '24-48 saat',
            en: '24-48 hours',
            de: '24-48 Stunden',
          },
          label: {
            tr: 'İçinde Kargo',
            en: 'To Dispatch',
            de: 'Bis zum Versand',
          },
        },
      ],
    }),
    sections: legalSections([
      {
        title: {
          tr: 'Bize Güvenen Müşterilerimiz',
          en: 'Customers Who Trust Us',
          de: 'Kunden, die uns vertrauen',
        },
        text: {
          tr: "Bugün Türkiye'de ve yurt dışında {{customers}}'den fazla aktif müşterimize kuru incir tedarik ediyoruz. {{foundingYear}}'ten bu yana kurduğumuz uzun soluklu iş birlikleri en büyük referansımızdır.",
          en: 'Today we supply dried figs to more than {{customers}} active customers in Türkiye and abroad. The long-standing partnerships we have built since {{foundingYear}} are our best reference.',
          de: 'Heute beliefern wir mehr als {{customers}} aktive Kunden in der Türkei und im Ausland mit getrockneten Feigen. Die langjährigen Partnerschaften, die wir seit {{foundingYear}} aufgebaut haben, sind unsere beste Referenz.',
        },
      },
      {
        title: {
          tr: 'Kimlere Hizmet Veriyoruz?',
          en: 'Who We Serve',
          de: 'Für wen wir arbeiten',
        },
        text: {
          tr: 'Distribütörler, süpermarket zincirleri, gıda işletmeleri, ihracatçılar, restoran ve pastane zincirleri, organik ürün mağazaları ve perakende müşteriler.',
          en: 'Distributors, supermarket chains, food businesses, exporters, restaurant and patisserie chains, organic stores and retail customers.',
          de: 'Distributoren, Supermarktketten, Lebensmittelbetriebe, Exporteure, Restaurant- und Konditoreiketten, Bioläden und Privatkunden.',
        },
      },
      {
        title: {
          tr: 'Uluslararası Erişim',
          en: 'International Reach',
          de: 'Internationale Reichweite',
        },
        text: {
          tr: "Ürünlerimiz 25'ten fazla ülkeye ihraç ediliyor. Her pazarın mevzuatına uygun belgeleri ve ambalajları hazırlıyoruz.",
          en: 'Our products are exported to more than 25 countries. We prepare documents and packaging that comply with the regulations of each market.',
          de: 'Unsere Produkte werden in mehr als 25 Länder exportiert. Wir erstellen Dokumente und Verpackungen gemäß den Vorschriften jedes Marktes.',
        },
      },
      {
        title: {
          tr: 'Müşteri Memnuniyeti',
          en: 'Customer Satisfaction',
          de: 'Kundenzufriedenheit',
        },
        text: {
          tr: "Müşterilerimizin %95'i hizmetimizden memnun olduğunu belirtiyor. Düzenli geri bildirimlerle ürün ve hizmet kalitemizi sürekli geliştiriyoruz.",
          en: '95% of our customers say they are satisfied with our service. We use regular feedback to keep improving the quality of our products and service.',
          de: '95 % unserer Kunden geben an, mit unserem Service zufrieden zu sein. Regelmäßiges Feedback hilft uns, Produkte und Service stetig zu verbessern.',
        },
      },
      {
        title: {
          tr: 'Hızlı Teslimat',
          en: 'Fast Delivery',
          de: 'Schnelle Lieferung',
        },
        text: {
          tr: 'Onaylanan siparişler 24-48 saat içinde kargoya verilir; böylece müşterilerimizin stokları kesintisiz devam eder.',
          en: "Confirmed orders are dispatched within 24-48 hours, so our customers' stock keeps flowing without interruption.",
          de: 'Bestätigte Aufträge werden innerhalb von 24-48 Stunden versandt, damit die Lager unserer Kunden ohne Unterbrechung versorgt sind.',
        },
      },
      {
        title: {
          tr: 'Siz de Aramıza Katılın',
          en: 'Join Our Customers',
          de: 'Werden Sie unser Kunde',
        },
        text: {
          tr: 'Müşterilerimiz arasına katılmak için teklif isteyebilir veya ürünlerimizi deneme paketiyle tanıyabilirsiniz.',
          en: 'To join our customers, request a quote or get to know our products with a trial package.',
          de: 'Fordern Sie ein Angebot an oder lernen Sie unsere Produkte mit einem Probepaket kennen.',
        },
      },
    ]),
  },
})
