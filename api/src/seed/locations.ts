import type { Location } from 'contracts';
import { brand, headquartersAddress } from 'contracts/brand';
import { SERVICE_IDS, SERVICE_SUMMARIES } from 'contracts/service-ids';

const MAIL_DOMAIN = brand.email.slice(brand.email.indexOf('@') + 1);
const officeEmail = (office: string) => `${office}@${MAIL_DOMAIN}`;

// One name per service everywhere: the titles in contracts, as on the service pages.
const [E_GOVERNMENT, ENCRYPTION, CYBERSECURITY, AI] = SERVICE_IDS.map((id) => SERVICE_SUMMARIES[id].title) as [
  string,
  string,
  string,
  string,
];
const ALL_SERVICES = [E_GOVERNMENT, ENCRYPTION, CYBERSECURITY, AI];

/** The five offices, headquarters first; Chicago is the office selected first. */
export const locations: Location[] = [
  {
    slug: 'chicago',
    name: 'Chicago',
    description: 'Global Headquarters',
    address: headquartersAddress,
    latitude: 41.8789,
    longitude: -87.6359,
    phone: brand.phone,
    email: officeEmail('chicago'),
    hours: 'Monday–Friday, 9:00 AM – 6:00 PM',
    timezone: 'America/Chicago',
    services: ALL_SERVICES,
  },
  {
    slug: 'doha',
    name: 'Doha',
    description: 'Gulf Regional Office',
    address: 'Tornado Tower, Level 22, Majlis Al Taawon Street, West Bay, Doha, Qatar',
    latitude: 25.3226,
    longitude: 51.5299,
    phone: '+974 4400 0148',
    email: officeEmail('doha'),
    hours: 'Sunday–Thursday, 8:00 AM – 5:00 PM',
    timezone: 'Asia/Qatar',
    services: [E_GOVERNMENT, CYBERSECURITY, AI],
  },
  {
    slug: 'abu-dhabi',
    name: 'Abu Dhabi',
    description: 'UAE Office',
    address: 'Al Maryah Tower, Floor 15, Al Maryah Island, Abu Dhabi, United Arab Emirates',
    latitude: 24.5005,
    longitude: 54.388,
    phone: '+971 2 555 0148',
    email: officeEmail('abudhabi'),
    hours: 'Monday–Friday, 8:00 AM – 5:00 PM',
    timezone: 'Asia/Dubai',
    services: [ENCRYPTION, CYBERSECURITY, AI],
  },
  {
    slug: 'riyadh',
    name: 'Riyadh',
    description: 'Saudi Arabia Office',
    address: 'King Fahd Road, Al Olaya District, Riyadh 12214, Saudi Arabia',
    latitude: 24.6954,
    longitude: 46.6849,
    phone: '+966 11 555 0148',
    email: officeEmail('riyadh'),
    hours: 'Sunday–Thursday, 8:00 AM – 5:00 PM',
    timezone: 'Asia/Riyadh',
    services: [E_GOVERNMENT, ENCRYPTION, CYBERSECURITY],
  },
  {
    slug: 'damascus',
    name: 'Damascus',
    description: 'Levant Office',
    address: 'Al Jalaa Street, Abu Rummaneh, Damascus, Syria',
    latitude: 33.5178,
    longitude: 36.2889,
    phone: '+963 11 555 0148',
    email: officeEmail('damascus'),
    hours: 'Sunday–Thursday, 9:00 AM – 4:00 PM',
    timezone: 'Asia/Damascus',
    services: [E_GOVERNMENT, AI],
  },
];
