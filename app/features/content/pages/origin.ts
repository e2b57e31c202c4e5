import { defineContent, group, list, longText, text } from '../define-content'

/** The origin page: where the figs grow, the way from tree to pack, the geographical indication and the harvest calendar. */
export const originContent = defineContent({
  key: 'origin',
  page: 'origin',
  label: 'Menşei',
  fields: {
    cards: list('Kartlar', {
      itemLabel: 'Kart',
      max: 6,
      fields: { title: text('Başlık'), text: text('Metin') },
      initial: [
        {
          title: {
            tr: 'Köşk, Aydın',
            en: 'Köşk, Aydın',
            de: 'Köşk, Aydın',
          },
          text: {
            tr: 'Köşk, Aydın inciri üretiminin merkezlerinden biridir; ürünlerimiz bu verimli bölgenin kalbinden gelir.',
            en: 'Köşk is one of the centres of Aydın fig production, and our figs come from the heart of this fertile region.',
            de: 'Köşk ist eines der Zentren des Aydın-Feigenanbaus, und unsere Feigen stammen aus dem Herzen dieser fruchtbaren Region.',
          },
        },
        {
          title: {
            tr: 'Eşsiz İklim',
            en: 'A Unique Climate',
            de: 'Ein einzigartiges Klima',
          },
          text: {
            tr: 'Uzun ve sıcak yazlar, ılık kışlar ve Menderes vadisinin verimli toprakları, incire kendine has tatlılığını kazandırır.',
            en: 'Long hot summers, mild winters and the fertile soil of the Menderes valley give the fig its distinctive sweetness.',
            de: 'Lange, heiße Sommer, milde Winter und die fruchtbaren Böden des Menderes-Tals verleihen der Feige ihre besondere Süße.',
          },
        },
        {
          title: {
            tr: 'Sarılop Çeşidi',
            en: 'The Sarılop Variety',
            de: 'Die Sorte Sarılop',
          },
          text: {
            tr: 'Bölgenin simgesi Sarılop incir; ince kabuğu, bal rengi içi ve yoğun aromasıyla kurutmaya en uygun çeşittir.',
            en: 'The Sarılop fig, the symbol of the region, is the variety best suited to drying thanks to its thin skin, honey-coloured flesh and rich aroma.',
            de: 'Die Sarılop-Feige, das Wahrzeichen der Region, eignet sich dank ihrer dünnen Schale, ihres honigfarbenen Fruchtfleischs und ihres intensiven Aromas am besten zum Trocknen.',
          },
        },
      ],
    }),
    timeline: group('Hasat ve işleme süreci', {
      title: text('Başlık', {
        tr: 'Hasat ve İşleme Süreci',
        en: 'Harvest and Processing',
        de: 'Ernte und Verarbeitung',
      }),
      subtitle: text('Alt başlık', {
        tr: 'Ağaçtan paketlemeye dört adımda Aydın inciri.',
        en: 'Aydın figs from tree to pack in four steps.',
        de: 'Die Aydın-Feige in vier Schritten vom Baum bis zur Verpackung.',
      }),
      steps: list('Adımlar', {
        itemLabel: 'Adım',
        max: 10,
        fields: { title: text('Başlık'), text: text('Metin') },
        initial: [
          {
            title: {
              tr: 'Hasat',
              en: 'Harvest',
              de: 'Ernte',
            },
            text: {
              tr: 'Ağustos ayından itibaren olgunlaşan incirler ağaçta kısmen kurur ve doğal olarak yere düştükten sonra toplanır.',
              en: 'From August onwards, ripe figs partly dry on the tree and are collected after they fall to the ground naturally.',
              de: 'Ab August trocknen die reifen Feigen teilweise am Baum und werden gesammelt, nachdem sie von selbst zu Boden gefallen sind.',
            },
          },
          {
            title: {
              tr: 'Güneşte Kurutma',
              en: 'Sun-Drying',
              de: 'Sonnentrocknung',
            },
            text: {
              tr: 'İncirler kurutma sergilerinde güneş altında 7–10 gün boyunca doğal yollarla kurutulur.',
              en: 'The figs are dried naturally in the sun on drying racks for 7–10 days.',
              de: 'Die Feigen trocknen 7–10 Tage lang auf Trockengestellen auf natürliche Weise in der Sonne.',
            },
          },
          {
            title: {
              tr: 'Ayıklama ve Kalibrasyon',
              en: 'Sorting and Calibration',
              de: 'Sortierung und Kalibrierung',
            },
            text: {
              tr: 'Kuruyan incirler tek tek ayıklanır ve kilogramdaki adet sayısına göre A1–A11 sınıflarına ayrılır.',
              en: 'The dried figs are sorted one by one and graded into classes A1–A11 by the number of pieces per kilogram.',
              de: 'Die getrockneten Feigen werden einzeln sortiert und nach Stückzahl pro Kilogramm in die Klassen A1–A11 eingeteilt.',
            },
          },
          {
            title: {
              tr: 'Paketleme',
              en: 'Packing',
              de: 'Verpackung',
            },
            text: {
              tr: 'Kalibre edilen ürünler hijyenik tesisimizde müşteri isteğine uygun ambalajlarda paketlenir.',
              en: 'The calibrated products are packed in our hygienic facility in the packaging our customers require.',
              de: 'Die kalibrierte Ware wird in unserem hygienischen Betrieb in der vom Kunden gewünschten Verpackung abgepackt.',
            },
          },
        ],
      }),
    }),
    gi: group('Coğrafi işaret', {
      title: text('Başlık', {
        tr: 'Coğrafi İşaret',
        en: 'Geographical Indication',
        de: 'Geografische Angabe',
      }),
      text: longText('Metin', {
        tr: "Aydın inciri, tescilli bir coğrafi işarete sahiptir. Bu tescil, ürünün kalitesinin ve karakteristik özelliklerinin yetiştiği bölgenin iklimi, toprağı ve geleneksel üretim bilgisinden kaynaklandığını güvence altına alır. Köşk'te yetişen ve kurutulan incirlerimiz bu mirasın bir parçasıdır.",
        en: 'Aydın figs carry a registered geographical indication. It guarantees that the quality and characteristics of the product come from the climate, soil and traditional know-how of the region where it is grown. Our figs, grown and dried in Köşk, are part of this heritage.',
        de: 'Die Aydın-Feige trägt eine eingetragene geografische Angabe. Sie garantiert, dass Qualität und Eigenschaften des Produkts auf Klima, Boden und traditionelles Wissen seiner Anbauregion zurückgehen. Unsere in Köşk angebauten und getrockneten Feigen sind Teil dieses Erbes.',
      }),
    }),
    calendar: group(
      'Hasat takvimi',
      {
        title: text('Başlık', {
          tr: 'Hasat Takvimi',
          en: 'Harvest Calendar',
          de: 'Erntekalender',
        }),
        subtitle: text('Alt başlık', {
          tr: "Aydın'da incir hasadı ağustos ile ekim ayları arasında yapılır.",
          en: 'In Aydın, figs are harvested between August and October.',
          de: 'In Aydın werden Feigen zwischen August und Oktober geerntet.',
        }),
        early: group('Erken dönem (ağustos)', {
          label: text(
            'Dönemin adı',
            {
              tr: 'Erken başlangıç',
              en: 'Early start',
              de: 'Früher Beginn',
            },
            { max: 60 },
          ),
          text: text('Metin', {
            tr: 'İlk olgunlaşan incirlerle hasat başlar.',
            en: 'The harvest begins with the first ripe figs.',
            de: 'Die Ernte beginnt mit den ersten reifen Feigen.',
          }),
        }),
        main: group('Ana dönem (eylül)', {
          label: text(
            'Dönemin adı',
            {
              tr: 'Ana hasat',
              en: 'Main harvest',
              de: 'Haupternte',
            },
            { max: 60 },
          ),
          text: text('Metin', {
            tr: 'Hasadın ve güneşte kurutmanın en yoğun dönemidir.',
            en: 'The busiest period for harvesting and sun-drying.',
            de: 'Die intensivste Zeit für Ernte und Sonnentrocknung.',
          }),
        }),
        late: group('Geç dönem (ekim)', {
          label: text(
            'Dönemin adı',
            {
              tr: 'Geç bitiş',
              en: 'Late end',
              de: 'Spätes Ende',
            },
            { max: 60 },
          ),
          text: text('Metin', {
            tr: 'Son incirler toplanır ve hasat sezonu tamamlanır.',
            en: 'The last figs are collected and the season comes to an end.',
            de: 'Die letzten Feigen werden gesammelt, und die Saison endet.',
          }),
        }),
      },
      {
        hint: 'Hangi ayın hangi döneme düştüğü ve ayların adları sabittir (ağustos erken, eylül ana, ekim geç); burada dönemlerin metinleri değişir.',
      },
    ),
  },
})
