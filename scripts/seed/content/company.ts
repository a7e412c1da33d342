import type {
  CareersPage,
  ContactPage,
  LeadershipMember,
  LeadershipPage,
  NetworkPage,
  OurStoryPage,
  QuotePage,
  ServicesPage,
  SustainabilityPage,
} from '#schemas/generated/sanity.types'
import { keyed, seedDoc } from './build'
import { type SeedImageFile, seedImage } from './media-refs'
import { companyName, contact } from './site'

function hero(title: string, subtitle: string, image: SeedImageFile, alt: string) {
  return { _type: 'pageHero' as const, title, subtitle, image: { ...seedImage(image), alt } }
}

export const servicesPage = seedDoc<ServicesPage>({
  _id: 'servicesPage',
  _type: 'servicesPage',
  hero: hero(
    'Our Services',
    'Air, sea, road and rail freight, customs and warehousing under one roof',
    'banner-services.jpg',
    'Containers stacked at a terminal',
  ),
})

export const ourStoryPage = seedDoc<OurStoryPage>({
  _id: 'ourStoryPage',
  _type: 'ourStoryPage',
  hero: hero(
    'Our Logistics Legacy',
    'From a single truck to a network that spans continents',
    'banner-story.jpg',
    'Early morning at the loading docks',
  ),
  missionTitle: 'Our Mission',
  missionText:
    'To make global trade simple for every business we serve: moving goods safely, on time and at a fair price, with people who answer the phone and technology that shows where every shipment is.',
  timelineTitle: 'Our Journey',
  timeline: keyed('timelineEntry', 'timeline', [
    {
      year: 2010,
      title: 'Founded with a single truck',
      text: 'Our founders started with a single truck and a promise to deliver on time, every time, for a handful of local traders.',
    },
    {
      year: 2014,
      title: 'Full North American coverage',
      text: 'A partner network and our Houston office brought full North American coverage, from Canada to Mexico.',
    },
    {
      year: 2018,
      title: 'Launched our own logistics platform',
      text: 'We launched our own logistics platform, giving every customer online quotes, bookings and live tracking.',
    },
    {
      year: 2022,
      title: 'Operations in 30 countries',
      text: 'With offices from London to Shanghai we now run operations in 30 countries and serve customers in many more.',
    },
  ]),
  valuesTitle: 'Our Core Values',
  valuesSubtitle: 'The principles behind every shipment we handle',
  values: keyed('featureCard', 'value', [
    {
      title: 'Efficiency',
      description: 'Lean processes and smart routing that save our customers time and money.',
      icon: 'zap',
    },
    {
      title: 'Reliability',
      description: 'We promise what we can deliver, and we deliver what we promise.',
      icon: 'shield-check',
    },
    {
      title: 'Innovation',
      description: 'Technology that gives real-time visibility and better decisions at every step.',
      icon: 'lightbulb',
    },
    {
      title: 'Partnership',
      description: 'Long-term relationships with customers, carriers and communities.',
      icon: 'handshake',
    },
  ]),
})

const leaders: Array<{
  id: string
  name: string
  title: string
  image: SeedImageFile
  bio: string
  slug: string
}> = [
  {
    id: 'ceo',
    name: 'Khalid Al Mazrouei',
    title: 'Chief Executive Officer',
    image: 'team-ceo.jpg',
    slug: 'khalid-al-mazrouei',
    bio: 'Khalid has spent more than 25 years in freight forwarding across the Gulf. He leads the company’s strategy and its expansion into new trade lanes, and still visits the warehouse floor every week.',
  },
  {
    id: 'coo',
    name: 'Elena Petrova',
    title: 'Chief Operating Officer',
    image: 'team-coo.jpg',
    slug: 'elena-petrova',
    bio: 'Elena runs day-to-day operations across all eight regions. A former airline cargo manager, she built the control tower that watches every shipment around the clock.',
  },
  {
    id: 'cto',
    name: 'Daniel Okafor',
    title: 'Chief Technology Officer',
    image: 'team-cto.jpg',
    slug: 'daniel-okafor',
    bio: 'Daniel leads the team behind our logistics platform, tracking and customer portal. He has built software for ports, carriers and e-commerce companies on three continents.',
  },
  {
    id: 'cfo',
    name: 'Aisha Rahman',
    title: 'Chief Financial Officer',
    image: 'team-cfo.jpg',
    slug: 'aisha-rahman',
    bio: 'Aisha oversees finance, risk and procurement. A chartered accountant, she keeps our pricing transparent and our growth sustainable.',
  },
]

export const leadershipMembers = leaders.map(({ id, image, slug, ...member }, index) =>
  seedDoc<LeadershipMember>({
    _id: `leadershipMember-${id}`,
    _type: 'leadershipMember',
    order: index + 1,
    ...member,
    image: { ...seedImage(image), alt: `Portrait of ${member.name}` },
    linkedin: `https://www.linkedin.com/in/${slug}`,
    email: `${id}@gulfbridgefreight.ae`,
  }),
)

export const leadershipPage = seedDoc<LeadershipPage>({
  _id: 'leadershipPage',
  _type: 'leadershipPage',
  hero: hero(
    'Our Leadership',
    'The people who steer our company and our customers’ cargo',
    'banner-leadership.jpg',
    'Leadership team meeting',
  ),
  introTitle: 'Meet the Executive Team',
  intro: `Decades of experience in aviation, shipping, technology and finance, united by one goal: making ${companyName} the most dependable partner in global logistics.`,
})

export const networkPage = seedDoc<NetworkPage>({
  _id: 'networkPage',
  _type: 'networkPage',
  hero: hero(
    'Our Global Network',
    'Offices and partners wherever your cargo needs to go',
    'banner-network.jpg',
    'World map of shipping routes',
  ),
  introTitle: 'Our Offices',
  intro:
    'Our own teams in eight countries and a network of more than 500 partners put local experts at both ends of every shipment. Choose a region to see its office and contacts.',
})

export const sustainabilityPage = seedDoc<SustainabilityPage>({
  _id: 'sustainabilityPage',
  _type: 'sustainabilityPage',
  hero: hero(
    'Sustainable Logistics for a Greener Future',
    'Cutting emissions across every mode we operate, without cutting corners on service',
    'banner-sustainability.jpg',
    'Electric delivery van charging at a depot',
  ),
  missionLinkLabel: 'Our Mission',
  impactLinkLabel: 'Our Impact',
  missionTitle: 'Our Sustainability Mission',
  missionText:
    'Freight moves the world, and it has a footprint. We are committed to shrinking ours: choosing cleaner modes, electrifying our fleets, powering our warehouses with renewable energy and helping customers measure and reduce the emissions of their supply chains.',
  goalsTitle: 'Our 2030 Goals',
  goals: keyed('keyFigure', 'goal', [
    {
      value: '40%',
      label: 'less carbon emissions',
      description: 'Compared with our 2020 baseline, by 2030.',
      icon: 'leaf',
    },
    {
      value: '100%',
      label: 'renewable energy in warehouses',
      description: 'Solar roofs and green power contracts at every site by 2030.',
      icon: 'sun',
    },
    {
      value: '80%',
      label: 'electric delivery fleet',
      description: 'Last-mile vans and urban trucks running on electricity by 2030.',
      icon: 'battery-charging',
    },
  ]),
  initiativesTitle: 'Our Green Initiatives',
  initiativesSubtitle: 'Practical steps we are taking today',
  initiatives: keyed('featureCard', 'initiative', [
    {
      title: 'Electric Fleet',
      description: 'Replacing diesel delivery vans with electric vehicles, city by city.',
      icon: 'battery-charging',
    },
    {
      title: 'Solar-Powered Warehouses',
      description: 'Rooftop solar and LED lighting across our storage and distribution centres.',
      icon: 'sun',
    },
    {
      title: 'Route Optimization',
      description: 'Smarter routing and fuller loads that cut kilometres and fuel.',
      icon: 'route',
    },
    {
      title: 'Rail and Sea Modal Shift',
      description:
        'Moving cargo from road and air to lower-emission rail and sea where time allows.',
      icon: 'train',
    },
    {
      title: 'Recyclable Packaging',
      description: 'Reusable crates and recycled packing materials in our fulfilment operations.',
      icon: 'recycle',
    },
    {
      title: 'Carbon Offsetting',
      description: 'Certified reforestation projects for the emissions we cannot yet avoid.',
      icon: 'tree',
    },
  ]),
  impactTitle: 'Our Impact So Far',
  impactSubtitle: 'Measured results from our sustainability programme',
  impact: keyed('keyFigure', 'impact', [
    { value: '+25%', label: 'fuel efficiency', icon: 'trending-up' },
    { value: '120,000+', label: 'trees planted', icon: 'tree' },
    { value: '18%', label: 'lower footprint', icon: 'leaf' },
    { value: '98%', label: 'paperless', icon: 'file-check' },
  ]),
  cta: {
    _type: 'callToAction',
    title: 'Partner with Us for a Greener Supply Chain',
    text: 'Talk to our team about lower-emission shipping options, or read our full sustainability report.',
    buttonLabel: 'Contact Us',
    buttonLink: '/contact',
    secondaryLabel: 'Read Our Report',
    secondaryLink: '/sustainability-report',
  },
})

export const careersPage = seedDoc<CareersPage>({
  _id: 'careersPage',
  _type: 'careersPage',
  hero: {
    ...hero(
      'Build Your Career in Logistics',
      'Join a team that keeps global trade moving',
      'banner-careers.jpg',
      'Warehouse team at work',
    ),
    ctaLabel: 'Explore Opportunities',
    ctaLink: '#join-our-team',
  },
  introTitle: 'Grow with Us',
  intro: `At ${companyName} you will work with people from more than 20 nationalities on cargo that crosses every continent. Whether you are starting out in a warehouse, planning routes or building our technology, we invest in your skills and give you room to grow.`,
  benefitsTitle: 'Why Work With Us',
  benefitsSubtitle: 'We take care of the people who take care of our customers',
  benefits: keyed('featureCard', 'benefit', [
    {
      title: 'Competitive Salary',
      description: 'Pay that rewards skill and performance, reviewed every year.',
      icon: 'wallet',
    },
    {
      title: 'Health Insurance',
      description: 'Comprehensive medical cover for you and your family.',
      icon: 'heart-pulse',
    },
    {
      title: 'Career Growth',
      description: 'Clear paths to promotion and internal moves across eight countries.',
      icon: 'trending-up',
    },
    {
      title: 'Flexible Schedules',
      description: 'Shift patterns and hybrid work that fit your life.',
      icon: 'calendar',
    },
    {
      title: 'Company Vehicles',
      description: 'Vehicles for field and sales roles, maintained by us.',
      icon: 'car',
    },
    {
      title: 'Training Programs',
      description: 'Certified training in dangerous goods, customs, safety and leadership.',
      icon: 'graduation-cap',
    },
  ]),
  formTitle: 'Join Our Team',
  formIntro: 'Send us your details and resume, and our recruitment team will get back to you.',
})

export const contactPage = seedDoc<ContactPage>({
  _id: 'contactPage',
  _type: 'contactPage',
  hero: hero('Contact Us', 'We are here to help', 'banner-contact.jpg', 'Customer service desk'),
  heading: 'Get in Touch with Our Logistics Experts',
  intro:
    'Questions about a shipment, a quote or a new trade lane? Call, write or send the form and a specialist will answer within one business day.',
  phones: [...contact.phones],
  emails: [contact.infoEmail, contact.salesEmail],
  headquartersAddress: contact.headquartersAddress,
  operatingHours: contact.operatingHours,
  formTitle: 'Request Quote',
  formSuccessMessage: 'Thank you for your inquiry! We will be in touch shortly.',
})

export const quotePage = seedDoc<QuotePage>({
  _id: 'quotePage',
  _type: 'quotePage',
  hero: hero(
    'Get a Quote',
    'Tell us about your cargo and we will find the best way to move it',
    'banner-quote.jpg',
    'Cargo being weighed and measured',
  ),
  formTitle: 'Request a Freight Quote',
  formIntro: 'Fields marked * are required. The more we know, the more accurate your quote.',
  thankYouTitle: 'Thank You!',
  thankYouText:
    'Your quote request has been received. One of our logistics specialists will contact you within 24 hours.',
  submitAnotherLabel: 'Submit Another Request',
})
