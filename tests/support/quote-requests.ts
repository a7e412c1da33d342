/**
 * Valid quote.php bodies, one per form (spec §3 field names), as the quote and inbox API tests
 * send them: a Get Quote request and a Contact inquiry from people who took their time.
 */
export const getQuoteRequest = {
  source: 'get-quote',
  name: 'Omar Said',
  email: 'omar@example.com',
  phone: '+971 4 555 0101',
  origin: 'Dubai',
  destination: 'Hamburg',
  cargoType: 'fragile',
  weight: '1200',
  dimensions: '2x1x1 m',
  date: '2026-12-01',
  additionalInfo: 'Glassware,\nstack carefully.',
  website: '',
  elapsedMs: 12_000,
}

export const contactQuoteRequest = {
  source: 'contact',
  name: 'Lena Fischer',
  email: 'lena@example.com',
  phone: '+49 40 1234',
  service: 'sea-freight',
  origin: 'Jebel Ali',
  destination: '',
  cargoType: 'hazardous',
  weight: 350,
  message: 'Two containers a month.',
  website: '',
  elapsedMs: 8_000,
}
