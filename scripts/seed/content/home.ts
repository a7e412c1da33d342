import type {
  HeroSlide,
  HomePage,
  ServiceCard,
  Statistic,
  Testimonial,
} from '#schemas/generated/sanity.types'
import { keyed, seedDoc } from './build'
import { seedFile, seedImage } from './media-refs'

export const homePage = seedDoc<HomePage>({
  _id: 'homePage',
  _type: 'homePage',
  navCards: keyed('navCard', 'card', [
    {
      title: "Let's do business",
      href: '/get-quote',
      icon: 'handshake',
      description: 'Request a quote in minutes',
    },
    {
      title: 'Track & Trace',
      href: '/track-shipment',
      icon: 'radar',
      description: 'Follow your cargo in real time',
    },
    {
      title: 'Services',
      href: '/service',
      icon: 'boxes',
      description: 'Air, sea, road, rail and more',
    },
    {
      title: 'Get to know us',
      href: '/abouts',
      icon: 'users',
      description: 'Who we are and what drives us',
    },
    {
      title: 'Find your job',
      href: '/careers',
      icon: 'graduation-cap',
      description: 'Grow your career in logistics',
    },
    {
      title: "What's new?",
      href: '/media-center',
      icon: 'lightbulb',
      description: 'News, photos and videos',
    },
  ]),
  heroQuoteLabel: 'Get a Quote',
  heroTrackLabel: 'Track a Shipment',
  servicesTitle: 'Comprehensive Logistics Solutions',
  servicesSubtitle:
    'We provide end-to-end logistics services tailored to meet your specific requirements',
  statisticsTitle: 'Our Numbers Speak for Themselves',
  testimonialsTitle: 'What Our Clients Say',
  testimonialsSubtitle: 'Trusted by shippers, manufacturers and retailers around the world',
  presenceTitle: 'Our Worldwide Presence',
  presenceSubtitle: 'Discover our offices across the globe',
  officeCardCaption: 'View Office',
  exploreLocationsLabel: 'Explore All Locations',
})

export const heroSlides = [
  seedDoc<HeroSlide>({
    _id: 'heroSlide-1',
    _type: 'heroSlide',
    order: 1,
    title: 'Fast & Reliable Shipping',
    description: 'Delivering excellence worldwide since 1995',
    poster: { ...seedImage('hero-1-poster.jpg'), alt: 'Cargo aircraft being loaded at dusk' },
    videoWebm: seedFile('hero-1.webm'),
    videoMp4: seedFile('hero-1.mp4'),
  }),
  seedDoc<HeroSlide>({
    _id: 'heroSlide-2',
    _type: 'heroSlide',
    order: 2,
    title: 'Custom Logistics Solutions',
    description: 'Tailored for your business needs',
    poster: { ...seedImage('hero-2-poster.jpg'), alt: 'Container ship leaving port' },
    videoWebm: seedFile('hero-2.webm'),
    videoMp4: seedFile('hero-2.mp4'),
  }),
]

/** Spec §2 services table, row by row; links kept as written ('#', '/warehousing-services'). */
export const serviceCards = (
  [
    {
      id: 'air-freight',
      title: 'Air Freight',
      heading: 'Air Transportation',
      description: 'Across the Skies, Beyond Expectations',
      link: '/air-freight',
      icon: 'plane',
      iconColor: '#1565c0',
      iconBackground: '#e3f2fd',
      image: 'service-air.jpg',
      alt: 'Freighter aircraft on the apron',
    },
    {
      id: 'sea-freight',
      title: 'Sea Freight',
      heading: 'Maritime Transportation',
      description: 'Setting Sail for Seamless Deliveries',
      link: '/sea-freight',
      icon: 'ship',
      iconColor: '#00838f',
      iconBackground: '#e0f7fa',
      image: 'service-sea.jpg',
      alt: 'Container vessel at sea',
    },
    {
      id: 'land-freight',
      title: 'Land Freight',
      heading: 'Ground Transportation',
      description: 'Reliable and timely overland shipping.',
      link: '/road-transport',
      icon: 'truck',
      iconColor: '#2e7d32',
      iconBackground: '#e8f5e9',
      image: 'service-land.jpg',
      alt: 'Truck on a desert highway',
    },
    {
      id: 'logistics',
      title: 'Logistics',
      heading: 'Delivery Services',
      description: 'Streamlined Shipping, Seamless Success',
      link: '/rail-solutions',
      icon: 'package',
      iconColor: '#ef6c00',
      iconBackground: '#fff3e0',
      image: 'service-logistics.jpg',
      alt: 'Parcels on a sorting conveyor',
    },
    {
      id: 'heavy-cargo',
      title: 'Heavy Cargo',
      heading: 'Project Cargo Management',
      description: 'Your Big Projects, Our Bigger Commitment',
      link: '#',
      icon: 'crane',
      iconColor: '#c62828',
      iconBackground: '#ffebee',
      image: 'service-heavy.jpg',
      alt: 'Crane lifting an oversized load',
    },
    {
      id: 'warehousing',
      title: 'Warehousing',
      heading: 'Storage Solutions',
      description: 'Optimizing Space, Maximizing Value',
      link: '/warehousing-services',
      icon: 'warehouse',
      iconColor: '#6a1b9a',
      iconBackground: '#f3e5f5',
      image: 'service-warehousing.jpg',
      alt: 'Racked pallets in a warehouse',
    },
  ] as const
).map(({ id, image, alt, ...card }, index) =>
  seedDoc<ServiceCard>({
    _id: `serviceCard-${id}`,
    _type: 'serviceCard',
    order: index + 1,
    ...card,
    backgroundImage: { ...seedImage(image), alt },
  }),
)

/** Spec §2 statistics band: 25+, 150+, 10M+, 99.7% (one decimal), 500+, 24/7. */
export const statistics = (
  [
    { id: 'experience', value: 25, suffix: '+', label: 'Years Experience', icon: 'award' },
    { id: 'countries', value: 150, suffix: '+', label: 'Countries Served', icon: 'globe' },
    { id: 'shipments', value: 10, suffix: 'M+', label: 'Shipments Delivered', icon: 'package' },
    {
      id: 'on-time',
      value: 99.7,
      decimals: 1,
      suffix: '%',
      label: 'On-Time Rate',
      icon: 'clock',
    },
    { id: 'partners', value: 500, suffix: '+', label: 'Logistics Partners', icon: 'handshake' },
    { id: 'support', value: 24, suffix: '/7', label: 'Support Available', icon: 'headset' },
  ] as const
).map(({ id, ...stat }, index) =>
  seedDoc<Statistic>({
    _id: `statistic-${id}`,
    _type: 'statistic',
    order: index + 1,
    decimals: 0,
    ...stat,
  }),
)

export const testimonials = [
  {
    quote:
      'Gulf Bridge Freight moved our production line from Shenzhen to Jebel Ali without a single day of downtime. Their team had an answer before we had finished asking the question.',
    author: 'Sarah Al-Mansouri',
    role: 'Supply Chain Director, Emirates Industrial Components',
  },
  {
    quote:
      'We ship perishables to twelve markets every week. Temperature logs, customs papers and delivery slots are always in order, and their on-time record is the best we have worked with.',
    author: 'Rajesh Nair',
    role: 'Head of Operations, FreshRoute Foods',
  },
  {
    quote:
      'From the first quote to the final mile, one contact handled everything. Clear prices, honest transit times and real people who pick up the phone at any hour.',
    author: 'Michael Turner',
    role: 'Managing Director, Turner & Hale Trading',
  },
].map((testimonial, index) =>
  seedDoc<Testimonial>({
    _id: `testimonial-${index + 1}`,
    _type: 'testimonial',
    order: index + 1,
    rating: 5,
    ...testimonial,
  }),
)
