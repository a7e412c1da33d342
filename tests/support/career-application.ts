import { multipart, type Multipart } from './multipart'

/** A job application as the careers form sends it (multipart), with a PDF résumé. */
export function careerApplication(fullname: string, resume: Buffer): Multipart {
  return multipart([
    { name: 'fullname', value: fullname },
    { name: 'email', value: 'amal@example.com' },
    { name: 'phone', value: '+971 50 123 4567' },
    { name: 'position', value: 'warehouse-manager' },
    { name: 'experience', value: '5-10' },
    { name: 'education', value: 'bachelor' },
    { name: 'location', value: 'remote' },
    { name: 'coverletter', value: 'Ten years of bonded warehouses.' },
    { name: 'resume', filename: 'cv.pdf', type: 'application/pdf', data: resume },
  ])
}
