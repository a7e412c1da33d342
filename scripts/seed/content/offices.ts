import type { ContactPerson, Office } from '#schemas/generated/sanity.types'
import type { Delocalised } from '#schemas/lib/locale-fields'
import { keyed, seedDoc } from './build'
import { type FlagCode, flagImage, type SeedImageFile, seedImage } from './media-refs'

interface OfficeSeed {
  officeId: string
  region: string
  countryCode: FlagCode
  image: SeedImageFile
  alt: string
  contacts?: Array<Omit<Delocalised<ContactPerson>, '_type'>>
}

/** Spec §2: eight regions in this order; only UK, UAE and India list contacts. */
const offices: OfficeSeed[] = [
  {
    officeId: 'uk',
    region: 'UK',
    countryCode: 'gb',
    image: 'office-uk.jpg',
    alt: 'Office near London Heathrow',
    contacts: [
      {
        name: 'James Whitfield',
        position: 'Country Manager, United Kingdom',
        mobile: '+44 7700 900418',
        tel: '+44 20 7946 0321',
        email: 'london@gulfbridgefreight.ae',
        address: 'Unit 4, Horton Road Business Park, Colnbrook, Slough SL3 0BB, United Kingdom',
      },
      {
        name: 'Priya Shah',
        position: 'Air Export Coordinator',
        mobile: '+44 7700 900562',
        phone: '+44 20 7946 0327',
        email: 'lhr.export@gulfbridgefreight.ae',
      },
    ],
  },
  {
    officeId: 'usa',
    region: 'USA',
    countryCode: 'us',
    image: 'office-usa.jpg',
    alt: 'Office tower in Houston',
  },
  {
    officeId: 'uae',
    region: 'UAE',
    countryCode: 'ae',
    image: 'office-uae.jpg',
    alt: 'Headquarters in the Sharjah Airport International Free Zone',
    contacts: [
      {
        name: 'Omar Haddad',
        position: 'General Manager, UAE',
        mobile: '+971 50 318 2290',
        mobile1: '+971 55 604 1187',
        tel: '+971 6 557 4400',
        email: 'info@gulfbridgefreight.ae',
        address:
          'Office E1-112, Sharjah Airport International Free Zone (SAIF Zone), P.O. Box 121845, Sharjah, United Arab Emirates',
        fax: '+971 6 557 4401',
      },
      {
        name: 'Fatima Al Suwaidi',
        position: 'Sales & Customer Service Manager',
        mobile: '+971 52 771 0934',
        phone: '+971 6 557 4410',
        email: 'sales@gulfbridgefreight.ae',
      },
      {
        name: 'Customs Desk',
        position: 'Customs Clearance, Sharjah and Dubai',
        tel: '+971 6 557 4420',
        email: 'customs@gulfbridgefreight.ae',
      },
    ],
  },
  {
    officeId: 'jordan',
    region: 'Jordan',
    countryCode: 'jo',
    image: 'office-jordan.jpg',
    alt: 'Amman skyline',
  },
  {
    officeId: 'turkey',
    region: 'Turkey',
    countryCode: 'tr',
    image: 'office-turkey.jpg',
    alt: 'Istanbul waterfront',
  },
  {
    officeId: 'china',
    region: 'China',
    countryCode: 'cn',
    image: 'office-china.jpg',
    alt: 'Shanghai port cranes',
  },
  {
    officeId: 'iraq',
    region: 'Iraq',
    countryCode: 'iq',
    image: 'office-iraq.jpg',
    alt: 'Basra riverside',
  },
  {
    officeId: 'india',
    region: 'India',
    countryCode: 'in',
    image: 'office-india.jpg',
    alt: 'Office in Mumbai',
    contacts: [
      {
        name: 'Arjun Mehta',
        position: 'Branch Manager, India',
        mobile: '+91 98200 41735',
        tel: '+91 22 6170 5500',
        email: 'mumbai@gulfbridgefreight.ae',
        address:
          '702, Hallmark Business Plaza, Sant Dnyaneshwar Marg, Bandra East, Mumbai 400051, India',
        fax: '+91 22 6170 5501',
      },
      {
        name: 'Kavya Iyer',
        position: 'Ocean Freight Specialist',
        mobile: '+91 98190 22684',
        phone: '+91 22 6170 5512',
        email: 'nhava.sheva@gulfbridgefreight.ae',
      },
    ],
  },
]

export const officeDocuments = offices.map(
  ({ officeId, region, countryCode, image, alt, contacts }, index) =>
    seedDoc<Office>({
      _id: `office-${officeId}`,
      _type: 'office',
      order: index + 1,
      officeId,
      region,
      countryCode,
      flag: { ...flagImage(countryCode), alt: `Flag of ${region}` },
      image: { ...seedImage(image), alt },
      contacts: keyed<ContactPerson>('contactPerson', `${officeId}-contact`, contacts ?? []),
    }),
)
