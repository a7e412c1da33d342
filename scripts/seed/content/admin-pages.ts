import type { AboutPage, MediaCenter, TrackShipmentPage } from '#schemas/generated/sanity.types'
import {
  DEFAULT_OUR_VISION_TITLE,
  DEFAULT_WHO_WE_ARE_TITLE,
  defaultWelcomeTitle,
} from '#contract/about-defaults'
import { keyed, portableText, seedDoc, withKeys } from './build'
import { seedFileUrl, seedImage } from './media-refs'
import { companyName } from './site'

/** The pages the legacy admin screens edit (spec §2), seeded with their defaults. */

export const aboutPage = seedDoc<AboutPage>({
  _id: 'aboutPage',
  _type: 'aboutPage',
  bannerImage: { ...seedImage('banner-about.jpg'), alt: 'Cargo terminal at sunrise' },
  aboutImage: { ...seedImage('about.jpg'), alt: 'Our team in the Sharjah warehouse' },
  welcomeTitle: defaultWelcomeTitle(companyName),
  welcomeContent: portableText('welcome', [
    `${companyName} is an international freight forwarding and logistics company headquartered in the Sharjah Airport International Free Zone, United Arab Emirates. We move cargo by air, sea, road and rail, clear it through customs, store it and deliver it to the door.`,
    'From a single pallet to a complete factory, we plan each shipment around what matters to our customers: the deadline, the budget and the care the goods need. Our own offices in eight countries and more than 500 partners give us reach in over 150 countries.',
  ]),
  whoWeAreTitle: DEFAULT_WHO_WE_ARE_TITLE,
  whoWeAreContent: portableText('who', [
    'We are a team of freight forwarders, customs brokers, warehouse specialists and engineers who believe that logistics should be simple for the people who rely on it.',
    'Every customer has one point of contact who knows their cargo, backed by a 24/7 operations centre and a platform that shows where every shipment is, at any moment.',
  ]),
  ourVisionTitle: DEFAULT_OUR_VISION_TITLE,
  visionPoints: [
    'To be the most trusted logistics partner connecting the Gulf with the world.',
    'To deliver every shipment safely, on time and with full transparency.',
    'To invest in people and technology that make global trade easier.',
    'To lead our industry toward cleaner, lower-emission transport.',
  ],
})

export const trackShipmentPage = seedDoc<TrackShipmentPage>({
  _id: 'trackShipmentPage',
  _type: 'trackShipmentPage',
  bannerImage: {
    ...seedImage('banner-track.jpg'),
    alt: 'Control tower screens tracking shipments',
  },
  shipmentContent: portableText('shipment', [
    '## Track Your Shipment',
    'Enter your tracking number, air waybill or bill of lading number to see the latest status of your cargo: pickup, departure, transit hubs, customs clearance and delivery.',
    'Tracking numbers are shown on your booking confirmation and invoice. If you cannot find yours, or your shipment has not updated in the last 24 hours, contact our operations team at any time.',
  ]),
})

export const mediaCenter = seedDoc<MediaCenter>({
  _id: 'mediaCenter',
  _type: 'mediaCenter',
  bannerImage: { ...seedImage('banner-media.jpg'), alt: 'Press conference at our headquarters' },
  news: keyed('newsItem', 'news', [
    {
      title: 'New weekly air charter between Sharjah and Shanghai',
      content:
        'We have launched a dedicated weekly freighter service between Sharjah International Airport and Shanghai Pudong, adding 100 tonnes of guaranteed capacity each week for e-commerce and electronics customers.',
      date: '2025-03-12',
    },
    {
      title: 'Solar roof completed at our SAIF Zone warehouse',
      content:
        'Our main warehouse in the Sharjah Airport International Free Zone now runs on a 1.2 MW rooftop solar installation, a major step toward 100% renewable energy in our warehouses by 2030.',
      date: '2025-01-20',
    },
    {
      title: `${companyName} opens office in Mumbai`,
      content:
        'Our new branch in Mumbai brings ocean and air freight experts closer to customers in India, with direct services to the UAE, the GCC and Europe.',
      date: '2024-10-07',
    },
  ]),
  photos: withKeys('photo', [
    { ...seedImage('media-photo-1.jpg'), alt: 'Freighter loading at Sharjah airport' },
    { ...seedImage('media-photo-2.jpg'), alt: 'Containers at Khalifa Port' },
    { ...seedImage('media-photo-3.jpg'), alt: 'Team at the warehouse opening' },
  ]),
  // Our own films, uploaded to the lake with the seed: they play offline, with no third party.
  // Editors add YouTube or Vimeo links next to them (shown as privacy-enhanced players).
  videoLinks: [seedFileUrl('hero-1.webm'), seedFileUrl('hero-2.webm')],
})
