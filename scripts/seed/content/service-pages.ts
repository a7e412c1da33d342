import type { FeatureCard, IconName, ServicePage } from '#schemas/generated/sanity.types'
import type { Delocalised } from '#schemas/lib/locale-fields'
import type { ServicePageId } from '#schemas/lib/service-pages'
import { keyed, seedDoc, withKeys } from './build'
import { type SeedImageFile, seedFile, seedImage } from './media-refs'

/** The seven service pages of spec §2, with the figures of spec §9. */

type Card = [title: string, description: string, icon: IconName]

function cards(prefix: string, items: Card[]) {
  return keyed<FeatureCard>(
    'featureCard',
    prefix,
    items.map(([title, description, icon]) => ({ title, description, icon })),
  )
}

function servicePage(
  pageId: ServicePageId,
  image: SeedImageFile,
  page: Omit<
    Delocalised<ServicePage>,
    '_id' | '_type' | '_createdAt' | '_updatedAt' | '_rev' | 'pageId'
  >,
) {
  const hero = page.hero && { ...page.hero, image: { ...seedImage(image), alt: page.hero.title } }
  return seedDoc<ServicePage>({
    _id: `servicePage-${pageId}`,
    _type: 'servicePage',
    pageId,
    ...page,
    hero,
  })
}

const quoteCta = (title: string) => ({
  _type: 'callToAction' as const,
  title,
  text: 'Tell us what you are shipping and where, and we will send a tailored quote within 24 hours.',
  buttonLabel: 'Get a Quote',
  buttonLink: '/get-quote',
  secondaryLabel: 'Contact Us',
  secondaryLink: '/contact',
})

export const airFreight = servicePage('air-freight', 'hero-air.jpg', {
  hero: {
    _type: 'pageHero',
    title: 'Air Freight Services',
    subtitle: 'Fast, secure and reliable air cargo to every major airport in the world',
    // The air page's looping video is the home page's first hero video.
    videoWebm: seedFile('hero-1.webm'),
    videoMp4: seedFile('hero-1.mp4'),
  },
  intro: {
    _type: 'infoSection',
    title: 'When Time Matters Most',
    content:
      'From our base at Sharjah International Airport we book space with leading airlines and charter operators every day. Transit times run from 24 to 72 hours door to door, with express options for the most urgent cargo.',
  },
  highlights: keyed('keyFigure', 'highlight', [
    { value: '24-72 hours', label: 'typical air transit time', icon: 'timer' },
    { value: '24-48 hours', label: 'express delivery', icon: 'zap' },
    { value: '3-5 days', label: 'economy service', icon: 'wallet' },
  ]),
  tracking: {
    _type: 'trackingForm',
    title: 'Track Your Air Shipment',
    text: 'Enter your air waybill or tracking number.',
    placeholder: 'e.g. 176-12345675',
    buttonLabel: 'Track',
  },
  servicesTitle: 'Our Air Freight Solutions',
  servicesSubtitle: 'Options for every deadline, budget and type of cargo',
  services: cards('solution', [
    ['Express Air Freight', 'Next-flight-out and time-definite delivery for urgent cargo.', 'zap'],
    [
      'Consolidated Air Freight',
      'Share space with other shippers and pay only for what you use.',
      'boxes',
    ],
    [
      'Charter Services',
      'Full or part aircraft charters for oversized or time-critical loads.',
      'plane',
    ],
    [
      'Dangerous Goods',
      'IATA-certified handling and documentation of hazardous materials.',
      'shield-check',
    ],
    [
      'Perishable Cargo',
      'Temperature-controlled chains for food, flowers and pharmaceuticals.',
      'thermometer',
    ],
    [
      'Door-to-Door Delivery',
      'Pickup, flight, customs and final delivery handled by one team.',
      'route',
    ],
  ]),
  reasonsTitle: 'Why Choose Our Air Freight',
  reasons: cards('reason', [
    ['Global Network', 'Direct and connecting services to over 150 countries.', 'globe'],
    [
      'Guaranteed Capacity',
      'Block space agreements that keep your cargo flying in peak season.',
      'package',
    ],
    ['Real-Time Tracking', 'Milestone updates from pickup to proof of delivery.', 'radar'],
    ['Customs Expertise', 'In-house brokers who clear your cargo before it lands.', 'file-check'],
    [
      'Competitive Rates',
      'Contract and spot rates from the airlines we book every day.',
      'dollar-sign',
    ],
    ['24/7 Support', 'An operations team that never closes, whatever your time zone.', 'headset'],
  ]),
  tabsTitle: 'Choose Your Service Level',
  tabs: keyed('tabPanel', 'tab', [
    {
      tabId: 'express',
      label: 'Express',
      title: 'Express Air Freight',
      content:
        'For shipments that cannot wait. We book the next available flight and deliver door to door within 24-48 hours to most destinations.',
      points: [
        'Priority boarding and handling',
        'Time-definite delivery',
        'Dedicated shipment monitoring',
      ],
      transitTime: '24-48 hours',
    },
    {
      tabId: 'economy',
      label: 'Economy',
      title: 'Economy Air Freight',
      content:
        'Consolidated air freight that costs less and still arrives fast: delivery within 3-5 days to major destinations.',
      points: [
        'Lower rates through consolidation',
        'Scheduled weekly departures',
        'Ideal for regular replenishment',
      ],
      transitTime: '3-5 days',
    },
    {
      tabId: 'perishable',
      label: 'Perishable',
      title: 'Perishable Cargo',
      content:
        'An unbroken cold chain for fresh food, flowers and pharmaceuticals, with temperature monitoring from origin to destination.',
      points: [
        'Temperature-controlled storage at origin and destination',
        'Priority ramp handling',
        'Temperature logs for every shipment',
      ],
      transitTime: '24-72 hours',
    },
  ]),
  defaultTab: 'express',
  cta: quoteCta('Ready to Ship by Air?'),
})

export const seaFreight = servicePage('sea-freight', 'hero-sea.jpg', {
  hero: {
    _type: 'pageHero',
    title: 'Sea Freight Services',
    subtitle: 'Cost-effective ocean shipping for cargo of every size',
  },
  intro: {
    _type: 'infoSection',
    title: 'Connecting the Gulf to Every Major Port',
    content:
      'We ship full and shared containers, bulk and project cargo through Jebel Ali, Khalifa Port, Khor Fakkan and the world’s main hubs, with weekly sailings on every major trade lane.',
  },
  servicesTitle: 'Our Sea Freight Services',
  services: cards('service', [
    [
      'Full Container Load (FCL)',
      'Exclusive 20ft, 40ft and high-cube containers for your cargo.',
      'container',
    ],
    ['Less than Container Load (LCL)', 'Pay for the space you use in a shared container.', 'boxes'],
    ['Bulk Shipping', 'Dry and liquid bulk for commodities and raw materials.', 'ship'],
    ['Reefer Containers', 'Temperature-controlled containers for perishables.', 'snowflake'],
    ['Project Cargo', 'Breakbulk and out-of-gauge cargo with engineered lifting plans.', 'crane'],
    ['Port-to-Door Delivery', 'Customs clearance and inland delivery to your door.', 'truck'],
  ]),
  reasonsTitle: 'Why Choose Our Sea Freight',
  reasons: cards('reason', [
    [
      'Carrier Partnerships',
      'Contracts with leading ocean carriers secure space and rates.',
      'handshake',
    ],
    ['Flexible Options', 'FCL, LCL, bulk and special equipment in one booking.', 'layers'],
    ['Full Visibility', 'Vessel and container tracking from gate-in to delivery.', 'radar'],
    ['Cost Efficiency', 'The lowest cost per kilo for large and heavy shipments.', 'wallet'],
  ]),
  tabsTitle: 'Shipping Options',
  tabs: keyed('tabPanel', 'tab', [
    {
      tabId: 'fcl',
      label: 'FCL',
      title: 'Full Container Load',
      content:
        'A container all to yourself: sealed at origin, opened at destination, fewer touches and faster transit.',
      points: [
        '20ft, 40ft and 40ft high-cube',
        'Fixed weekly departures',
        'Best value above 15 cubic metres',
      ],
    },
    {
      tabId: 'lcl',
      label: 'LCL',
      title: 'Less than Container Load',
      content:
        'Consolidated shipping for smaller volumes. Your cargo shares a container and you pay only for its space.',
      points: [
        'No minimum volume',
        'Weekly consolidation services',
        'Warehouse receiving at origin',
      ],
    },
    {
      tabId: 'bulk',
      label: 'Bulk',
      title: 'Bulk Cargo',
      content:
        'Chartered and parcel space for grain, minerals, fertilisers, steel and other bulk commodities.',
      points: ['Dry and liquid bulk', 'Vessel chartering', 'Port and stevedoring coordination'],
    },
    {
      tabId: 'special',
      label: 'Special',
      title: 'Special Equipment',
      content: 'Flat racks, open tops and reefers for cargo that does not fit a standard box.',
      points: [
        'Out-of-gauge and heavy lifts',
        'Temperature-controlled reefers',
        'Lashing and securing surveys',
      ],
    },
  ]),
  defaultTab: 'fcl',
  cta: quoteCta('Ready to Ship by Sea?'),
})

export const roadTransport = servicePage('road-transport', 'hero-road.jpg', {
  hero: {
    _type: 'pageHero',
    title: 'Road Freight Services',
    subtitle: 'Door-to-door trucking across the UAE, the GCC and beyond',
    ctaLabel: 'Track Your Shipment',
    ctaLink: '#tracking',
  },
  intro: {
    _type: 'infoSection',
    title: 'Overland, On Time',
    content:
      'Our own fleet and vetted partners run daily services across the Emirates and scheduled cross-border routes to Saudi Arabia, Oman, Qatar, Bahrain, Kuwait, Jordan and Iraq.',
  },
  tracking: {
    _type: 'trackingForm',
    title: 'Track Your Road Shipment',
    text: 'Enter your consignment or tracking number.',
    placeholder: 'e.g. GBF-RD-204518',
    buttonLabel: 'Track',
  },
  servicesTitle: 'Our Road Freight Services',
  services: cards('service', [
    [
      'Full Truckload (FTL)',
      'A dedicated truck for your cargo, direct from pickup to delivery.',
      'truck',
    ],
    ['Less than Truckload (LTL)', 'Share a truck and pay for the pallets you ship.', 'boxes'],
    [
      'Cross-Border Trucking',
      'GCC and Levant routes with customs handled at every border.',
      'route',
    ],
    ['Express Delivery', 'Same-day and next-day services within the UAE.', 'zap'],
    [
      'Temperature-Controlled Transport',
      'Chilled and frozen trucks with continuous monitoring.',
      'thermometer',
    ],
    ['Heavy Haulage', 'Low-bed and extendable trailers for oversized loads.', 'crane'],
    ['Last-Mile Distribution', 'Scheduled deliveries to stores, sites and homes.', 'map-pin'],
  ]),
  reasonsTitle: 'Why Choose Our Road Freight',
  reasons: cards('reason', [
    ['Modern Fleet', 'Well-maintained trucks with GPS tracking on every vehicle.', 'truck'],
    ['Trained Drivers', 'Experienced, safety-certified drivers who know the region.', 'user-check'],
    [
      'Border Expertise',
      'Pre-cleared paperwork that keeps trucks moving at the border.',
      'file-check',
    ],
    ['Live Tracking', 'Know where your truck is at every moment.', 'radar'],
    [
      'Safety First',
      'Strict load securing and insurance options for every shipment.',
      'shield-check',
    ],
  ]),
  tabsTitle: 'Road Freight Options',
  tabs: keyed('tabPanel', 'tab', [
    {
      tabId: 'domestic',
      label: 'Domestic',
      title: 'Domestic Transport',
      content:
        'Daily collection and delivery across all seven Emirates, from a single parcel to a full truck.',
      points: ['Same-day and next-day options', 'Scheduled milk runs', 'Proof of delivery by app'],
    },
    {
      tabId: 'international',
      label: 'International',
      title: 'International Transport',
      content:
        'Scheduled cross-border services across the GCC, Jordan and Iraq with customs handled for you.',
      points: ['TIR and transit documents', 'Bonded trucks', 'Border status updates'],
    },
    {
      tabId: 'express',
      label: 'Express',
      title: 'Express Road Freight',
      content:
        'Dedicated vehicles leave as soon as your cargo is loaded, with no stops on the way.',
      points: ['Dedicated vehicle', 'Two-driver teams for long routes', 'Time-definite delivery'],
    },
    {
      tabId: 'coldchain',
      label: 'Cold Chain',
      title: 'Cold Chain Transport',
      content:
        'Chilled and frozen transport from -25°C to +25°C for food, pharmaceuticals and chemicals.',
      points: [
        'Multi-temperature trucks',
        'Continuous temperature logging',
        'GDP-compliant handling',
      ],
    },
  ]),
  defaultTab: 'domestic',
  cta: quoteCta('Ready to Ship by Road?'),
})

export const railSolutions = servicePage('rail-solutions', 'hero-rail.jpg', {
  hero: {
    _type: 'pageHero',
    title: 'Rail Freight Solutions',
    subtitle: 'Sustainable, high-capacity transport for long distances',
  },
  highlights: keyed('keyFigure', 'highlight', [
    { value: '75%', label: 'fewer emissions than road transport', icon: 'leaf' },
  ]),
  sections: keyed('infoSection', 'section', [
    {
      title: 'Why Rail Freight?',
      content:
        'Rail moves large volumes over long distances at a steady, predictable pace. A single train replaces dozens of trucks, with 75% fewer emissions than road transport.',
      points: [
        'High capacity per departure',
        'Predictable schedules',
        'Lower cost over long distances',
      ],
    },
    {
      title: 'Intermodal Solutions',
      content:
        'We combine rail with sea and road: containers move from port to rail terminal and on to your door by truck, under one booking and one bill of lading.',
      points: [
        'Port-rail-road connections',
        'Container and swap-body transport',
        'One point of contact',
      ],
    },
    {
      title: 'Our Rail Corridors',
      content:
        'We book rail services along the Etihad Rail network in the UAE, the China-Europe land bridge and the main corridors of India and North America.',
    },
    {
      title: 'Sustainability on Track',
      content:
        'Shifting cargo from road to rail is one of the fastest ways to cut the carbon footprint of a supply chain. We report the emissions saved on every rail shipment.',
    },
  ]),
  cta: quoteCta('Move Your Cargo by Rail'),
})

export const customsClearance = servicePage('customs-clearance', 'hero-customs.jpg', {
  hero: {
    _type: 'pageHero',
    title: 'Customs Clearance Services',
    subtitle: 'Fast, compliant clearance so your cargo never waits at the border',
  },
  intro: {
    _type: 'infoSection',
    title: 'Licensed Customs Brokers',
    content:
      'Our licensed brokers clear imports, exports and transit shipments in all UAE ports and airports, and coordinate clearance with our partners worldwide.',
  },
  highlights: keyed('keyFigure', 'highlight', [
    { value: '1-3 business days', label: 'typical clearance time', icon: 'clock' },
  ]),
  benefitsTitle: 'Benefits of Our Customs Services',
  benefits: cards('benefit', [
    ['Faster Clearance', 'Pre-arrival filing gets your cargo released sooner.', 'zap'],
    [
      'Full Compliance',
      'Accurate classification and valuation avoid penalties and delays.',
      'shield-check',
    ],
    ['Lower Costs', 'We apply free zone, FTA and duty relief schemes where they fit.', 'wallet'],
    ['Peace of Mind', 'One team handles documents, inspections and payments.', 'user-check'],
  ]),
  servicesTitle: 'Our Customs Services',
  services: cards('service', [
    [
      'Import Clearance',
      'Declarations, duty payment and release at every UAE port of entry.',
      'file-text',
    ],
    [
      'Export Clearance',
      'Export declarations, certificates of origin and legalisation.',
      'file-check',
    ],
    ['Tariff Classification', 'HS code classification and binding rulings.', 'barcode'],
    ['Free Zone and Transit', 'Movements between free zones, mainland and GCC transit.', 'route'],
    ['Duty Drawback', 'Recovery of duties on re-exported goods.', 'undo'],
    ['Compliance Consulting', 'Audits, permits and advice on regulated goods.', 'clipboard-list'],
  ]),
  faqTitle: 'Frequently Asked Questions',
  faq: keyed('faqItem', 'faq', [
    {
      question: 'How long does customs clearance take?',
      answer:
        'Most shipments are cleared within 1-3 business days, provided the documents are complete. Pre-arrival filing can shorten this further.',
    },
    {
      question: 'What documents do I need for customs clearance?',
      answer:
        'Usually a commercial invoice, a packing list, the bill of lading or air waybill and a certificate of origin. Some goods also need permits or certificates; we tell you exactly what is required before shipping.',
    },
    {
      question: 'Can you clear goods into a free zone?',
      answer:
        'Yes. We clear goods into and out of all major UAE free zones, including the Sharjah Airport International Free Zone, and handle movements between free zones and the mainland.',
    },
  ]),
  cta: quoteCta('Need Help with Customs?'),
})

export const warehousing = servicePage('warehousing', 'hero-warehousing.jpg', {
  hero: {
    _type: 'pageHero',
    title: 'Warehousing & Distribution',
    subtitle: 'Secure, flexible storage at the heart of the Gulf',
  },
  intro: {
    _type: 'infoSection',
    title: 'Storage That Works for You',
    content:
      'Our bonded and general warehouses in the Sharjah Airport International Free Zone and partner sites across the region store, pick, pack and ship your goods on demand.',
  },
  benefitsTitle: 'Benefits of Our Warehousing',
  benefits: cards('benefit', [
    [
      'Strategic Location',
      'Minutes from Sharjah airport and close to the region’s main seaports.',
      'map-pin',
    ],
    [
      'Flexible Space',
      'Pay for the pallets you use, from short-term to long-term contracts.',
      'layers',
    ],
    ['Secure Storage', '24/7 CCTV, access control and fire protection.', 'lock'],
    ['Cost Savings', 'Duty deferral in bonded storage and shared resources.', 'wallet'],
  ]),
  featuresTitle: 'Warehouse Features',
  features: cards('feature', [
    [
      'Warehouse Management System',
      'Real-time stock visibility through our online portal.',
      'bar-chart',
    ],
    [
      'Climate-Controlled Zones',
      'Air-conditioned and cold rooms for sensitive goods.',
      'thermometer',
    ],
    ['Pick, Pack and Kitting', 'Order fulfilment, labelling and value-added services.', 'package'],
    ['Cross-Docking', 'Fast transfers between inbound and outbound transport.', 'forklift'],
    [
      'Bonded Storage',
      'Store goods duty-free until they are released or re-exported.',
      'file-check',
    ],
    [
      'Inventory Reporting',
      'Scheduled reports and cycle counts you can rely on.',
      'clipboard-list',
    ],
  ]),
  facilityTitle: 'Our Facilities',
  facilitySubtitle: 'A look inside our warehouses',
  facilityImages: withKeys('facility', [
    { ...seedImage('facility-1.jpg'), alt: 'High-bay racking', caption: 'High-bay racking' },
    { ...seedImage('facility-2.jpg'), alt: 'Loading docks', caption: 'Loading docks' },
    {
      ...seedImage('facility-3.jpg'),
      alt: 'Climate-controlled zone',
      caption: 'Climate-controlled zone',
    },
    { ...seedImage('facility-4.jpg'), alt: 'Pick and pack area', caption: 'Pick and pack area' },
  ]),
  cta: quoteCta('Need Storage Space?'),
})

export const ecommerceLogistics = servicePage('ecommerce-logistics', 'hero-ecommerce.jpg', {
  hero: {
    _type: 'pageHero',
    title: 'E-commerce Logistics',
    subtitle: 'Fulfilment and delivery that keep your online customers coming back',
  },
  intro: {
    _type: 'infoSection',
    title: 'From Click to Doorstep',
    content:
      'We store your products, pick and pack every order, ship it across the GCC and beyond, and handle returns, so you can focus on selling.',
  },
  benefitsTitle: 'Benefits for Online Sellers',
  benefits: cards('benefit', [
    ['Faster Delivery', 'Next-day delivery across the UAE and 2-4 days across the GCC.', 'zap'],
    ['Scalable Operations', 'Handle sales peaks without hiring or renting space.', 'trending-up'],
    ['Lower Costs', 'Shared warehousing and negotiated courier rates.', 'wallet'],
    ['Happy Customers', 'Branded packaging, tracking links and easy returns.', 'users'],
  ]),
  servicesTitle: 'Our E-commerce Services',
  services: cards('service', [
    ['Order Fulfilment', 'Pick, pack and ship within hours of each order.', 'package'],
    [
      'Marketplace Integration',
      'Connect your online store and marketplaces to our system.',
      'shopping-cart',
    ],
    ['Last-Mile Delivery', 'Home delivery with cash on delivery and delivery slots.', 'truck'],
    ['Returns Management', 'Collection, inspection and restocking of returns.', 'undo'],
    ['Cross-Border E-commerce', 'Duty-paid delivery to customers in other countries.', 'globe'],
    ['Inventory Management', 'Live stock levels and low-stock alerts.', 'bar-chart'],
  ]),
  howItWorksTitle: 'How It Works',
  howItWorks: keyed('processStep', 'step', [
    {
      title: 'Connect Your Store',
      description: 'Link your online store so orders flow to us automatically.',
      icon: 'store',
    },
    {
      title: 'Send Us Your Stock',
      description: 'We receive, check and store your products in our warehouse.',
      icon: 'warehouse',
    },
    {
      title: 'We Pick and Pack',
      description: 'Every order is picked, packed and labelled the day it comes in.',
      icon: 'package',
    },
    {
      title: 'Fast Delivery',
      description: 'Your customers receive their orders quickly, with tracking at every step.',
      icon: 'truck',
    },
  ]),
  cta: quoteCta('Grow Your Online Business'),
})

export const servicePages = [
  airFreight,
  seaFreight,
  roadTransport,
  railSolutions,
  customsClearance,
  warehousing,
  ecommerceLogistics,
]
