/**
 * Reference lists for the profile and clan forms: professions, cities and colleges of the
 * countries KPlay serves (India and Brazil first, then Nepal and Bangladesh).
 *
 * Cities are in alphabetical order of their own locale ('en', or 'pt-BR' for Brazil, so that
 * accented names sort where a Brazilian expects them). Colleges are listed for the largest
 * cities only; any other city, or a college missing from a list, goes through OTHER_COLLEGE and
 * the form's free-text field. Every college is a real institution with a campus in (or, for a
 * few, on the edge of) the city it is listed under, spelled as the institution spells itself.
 */

/** The countries with reference lists, as ISO 3166-1 alpha-2 codes. */
export type ReferenceCountry = 'IN' | 'BR' | 'NP' | 'BD';

/** The professions of the profile form: 'Student' first (most of our players), 'Other' last. */
export const PROFESSIONS = [
  'Student',
  'Accountant',
  'Architect',
  'Business owner',
  'Civil servant',
  'Content creator',
  'Customer support',
  'Data analyst',
  'Designer',
  'Doctor',
  'Driver',
  'Engineer',
  'Esports player',
  'Farmer',
  'Freelancer',
  'Game developer',
  'Homemaker',
  'Lawyer',
  'Looking for work',
  'Marketing professional',
  'Nurse',
  'Salesperson',
  'Software developer',
  'Streamer',
  'Teacher',
  'Other',
] as const;

/** A profession of the list. */
export type Profession = (typeof PROFESSIONS)[number];

/** The choice for a college not in the list; the form then asks for its name as free text. */
export const OTHER_COLLEGE = 'Other';

/** Cities per country: state capitals and the largest cities, sorted in the country's locale. */
export const CITIES: Record<ReferenceCountry, readonly string[]> = {
  // All state capitals (Guwahati stands for Dispur, which lies within it; Chandigarh serves
  // Punjab and Haryana), Delhi, Puducherry, Jammu and Srinagar, and the largest cities.
  IN: [
    'Agartala',
    'Agra',
    'Ahmedabad',
    'Aizawl',
    'Amaravati',
    'Amritsar',
    'Bengaluru',
    'Bhopal',
    'Bhubaneswar',
    'Chandigarh',
    'Chennai',
    'Coimbatore',
    'Dehradun',
    'Delhi',
    'Dhanbad',
    'Faridabad',
    'Gandhinagar',
    'Gangtok',
    'Ghaziabad',
    'Gurugram',
    'Guwahati',
    'Gwalior',
    'Howrah',
    'Hyderabad',
    'Imphal',
    'Indore',
    'Itanagar',
    'Jabalpur',
    'Jaipur',
    'Jammu',
    'Jodhpur',
    'Kanpur',
    'Kochi',
    'Kohima',
    'Kolkata',
    'Kota',
    'Kozhikode',
    'Lucknow',
    'Ludhiana',
    'Madurai',
    'Meerut',
    'Mumbai',
    'Mysuru',
    'Nagpur',
    'Nashik',
    'Navi Mumbai',
    'Noida',
    'Panaji',
    'Patna',
    'Pimpri-Chinchwad',
    'Prayagraj',
    'Puducherry',
    'Pune',
    'Raipur',
    'Rajkot',
    'Ranchi',
    'Shillong',
    'Shimla',
    'Srinagar',
    'Surat',
    'Thane',
    'Thiruvananthapuram',
    'Tiruchirappalli',
    'Vadodara',
    'Varanasi',
    'Vijayawada',
    'Visakhapatnam',
  ],
  // All 26 state capitals and Brasília, and the largest other cities.
  BR: [
    'Aracaju',
    'Belém',
    'Belo Horizonte',
    'Boa Vista',
    'Brasília',
    'Campinas',
    'Campo Grande',
    'Contagem',
    'Cuiabá',
    'Curitiba',
    'Duque de Caxias',
    'Feira de Santana',
    'Florianópolis',
    'Fortaleza',
    'Goiânia',
    'Guarulhos',
    'João Pessoa',
    'Joinville',
    'Juiz de Fora',
    'Londrina',
    'Macapá',
    'Maceió',
    'Manaus',
    'Natal',
    'Niterói',
    'Nova Iguaçu',
    'Osasco',
    'Palmas',
    'Porto Alegre',
    'Porto Velho',
    'Recife',
    'Ribeirão Preto',
    'Rio Branco',
    'Rio de Janeiro',
    'Salvador',
    'Santo André',
    'Santos',
    'São Bernardo do Campo',
    'São Gonçalo',
    'São José dos Campos',
    'São Luís',
    'São Paulo',
    'Sorocaba',
    'Teresina',
    'Uberlândia',
    'Vitória',
  ],
  NP: [
    'Bhaktapur',
    'Bharatpur',
    'Biratnagar',
    'Birgunj',
    'Butwal',
    'Dharan',
    'Hetauda',
    'Janakpur',
    'Kathmandu',
    'Lalitpur',
    'Nepalgunj',
    'Pokhara',
  ],
  // The official English spellings of 2018 (Chattogram, Barishal, Cumilla, Bogura, Jashore).
  BD: [
    'Barishal',
    'Bogura',
    'Chattogram',
    'Cumilla',
    'Dhaka',
    'Gazipur',
    'Jashore',
    'Khulna',
    'Mymensingh',
    'Narayanganj',
    'Rajshahi',
    'Rangpur',
    'Sylhet',
  ],
};

/** Well-known universities and colleges per city, for the largest cities of each country. */
export const COLLEGES: Record<ReferenceCountry, Record<string, readonly string[]>> = {
  IN: {
    Mumbai: [
      'Indian Institute of Technology Bombay',
      'University of Mumbai',
      'Veermata Jijabai Technological Institute',
      'Institute of Chemical Technology',
      'Tata Institute of Social Sciences',
      'Narsee Monjee Institute of Management Studies',
      "St. Xavier's College",
      'Sardar Patel Institute of Technology',
    ],
    Delhi: [
      'University of Delhi',
      'Indian Institute of Technology Delhi',
      'Jawaharlal Nehru University',
      'Jamia Millia Islamia',
      'Delhi Technological University',
      'Netaji Subhas University of Technology',
      'Guru Gobind Singh Indraprastha University',
      'Indraprastha Institute of Information Technology Delhi',
    ],
    Bengaluru: [
      'Indian Institute of Science',
      'Bangalore University',
      'Christ University',
      'RV College of Engineering',
      'BMS College of Engineering',
      'PES University',
      'Indian Institute of Management Bangalore',
      'International Institute of Information Technology Bangalore',
    ],
    Hyderabad: [
      'University of Hyderabad',
      'Osmania University',
      'Jawaharlal Nehru Technological University Hyderabad',
      'International Institute of Information Technology Hyderabad',
      'Chaitanya Bharathi Institute of Technology',
      'Vasavi College of Engineering',
      'Indian School of Business',
      'Birla Institute of Technology and Science Pilani, Hyderabad Campus',
    ],
    Ahmedabad: [
      'Gujarat University',
      'Gujarat Technological University',
      'Indian Institute of Management Ahmedabad',
      'Nirma University',
      'CEPT University',
      'Ahmedabad University',
      'L. D. College of Engineering',
      'National Institute of Design',
    ],
    Chennai: [
      'Indian Institute of Technology Madras',
      'Anna University',
      'University of Madras',
      'Loyola College',
      'Madras Christian College',
      'Presidency College',
      'Stella Maris College',
      'Sathyabama Institute of Science and Technology',
    ],
    Kolkata: [
      'University of Calcutta',
      'Jadavpur University',
      'Presidency University',
      "St. Xavier's College",
      'Indian Institute of Management Calcutta',
      'Indian Statistical Institute',
      'Rabindra Bharati University',
      'Institute of Engineering and Management',
    ],
    Surat: [
      'Sardar Vallabhbhai National Institute of Technology',
      'Veer Narmad South Gujarat University',
      'Sarvajanik College of Engineering and Technology',
      'Auro University',
    ],
    Pune: [
      'Savitribai Phule Pune University',
      'COEP Technological University',
      'Fergusson College',
      'Symbiosis International University',
      'Pune Institute of Computer Technology',
      'Vishwakarma Institute of Technology',
      'MIT World Peace University',
      'Bharati Vidyapeeth',
    ],
    Jaipur: [
      'University of Rajasthan',
      'Malaviya National Institute of Technology Jaipur',
      'Manipal University Jaipur',
      'The LNM Institute of Information Technology',
      'JECRC University',
      'Poornima University',
    ],
    Lucknow: [
      'University of Lucknow',
      'Indian Institute of Management Lucknow',
      "King George's Medical University",
      'Dr. A. P. J. Abdul Kalam Technical University',
      'Babasaheb Bhimrao Ambedkar University',
      'Indian Institute of Information Technology Lucknow',
      'Integral University',
    ],
    Kanpur: [
      'Indian Institute of Technology Kanpur',
      'Chhatrapati Shahu Ji Maharaj University',
      'Harcourt Butler Technical University',
      'Ganesh Shankar Vidyarthi Memorial Medical College',
      'Chandra Shekhar Azad University of Agriculture and Technology',
    ],
    Nagpur: [
      'Rashtrasant Tukadoji Maharaj Nagpur University',
      'Visvesvaraya National Institute of Technology',
      'Indian Institute of Management Nagpur',
      'Indian Institute of Information Technology Nagpur',
      'Government Medical College Nagpur',
    ],
    Indore: [
      'Indian Institute of Technology Indore',
      'Indian Institute of Management Indore',
      'Devi Ahilya Vishwavidyalaya',
      'Shri Govindram Seksaria Institute of Technology and Science',
      'Mahatma Gandhi Memorial Medical College',
      'Shri Vaishnav Vidyapeeth Vishwavidyalaya',
    ],
    Thane: [
      'K. G. Joshi College of Arts and N. G. Bedekar College of Commerce',
      'B. N. Bandodkar College of Science',
      'A. P. Shah Institute of Technology',
    ],
    Bhopal: [
      'Maulana Azad National Institute of Technology',
      'Indian Institute of Science Education and Research Bhopal',
      'Barkatullah University',
      'Rajiv Gandhi Proudyogiki Vishwavidyalaya',
      'All India Institute of Medical Sciences Bhopal',
      'National Law Institute University',
    ],
    Visakhapatnam: [
      'Andhra University',
      'Gandhi Institute of Technology and Management',
      'Indian Institute of Management Visakhapatnam',
    ],
    Patna: [
      'Patna University',
      'National Institute of Technology Patna',
      'All India Institute of Medical Sciences Patna',
      'Chanakya National Law University',
      'Aryabhatta Knowledge University',
    ],
    // Chandigarh University is in Mohali, outside the city, so it is not listed here.
    Chandigarh: [
      'Panjab University',
      'Punjab Engineering College',
      'Postgraduate Institute of Medical Education and Research',
      'Chandigarh College of Architecture',
    ],
    Coimbatore: [
      'PSG College of Technology',
      'Coimbatore Institute of Technology',
      'Bharathiar University',
      'Amrita Vishwa Vidyapeetham',
      'Tamil Nadu Agricultural University',
    ],
    Guwahati: [
      'Indian Institute of Technology Guwahati',
      'Gauhati University',
      'Cotton University',
      'Assam Engineering College',
      'Gauhati Medical College and Hospital',
    ],
    Bhubaneswar: [
      'Utkal University',
      'Kalinga Institute of Industrial Technology',
      "Siksha 'O' Anusandhan",
      'International Institute of Information Technology Bhubaneswar',
      'All India Institute of Medical Sciences Bhubaneswar',
    ],
    Thiruvananthapuram: [
      'University of Kerala',
      'College of Engineering Trivandrum',
      'University College Thiruvananthapuram',
      'Government Medical College Thiruvananthapuram',
    ],
    Kochi: [
      'Cochin University of Science and Technology',
      "Maharaja's College",
      "St. Teresa's College",
      'Model Engineering College',
    ],
  },
  BR: {
    'São Paulo': [
      'Universidade de São Paulo',
      'Universidade Federal de São Paulo',
      'Universidade Presbiteriana Mackenzie',
      'Pontifícia Universidade Católica de São Paulo',
      'Fundação Getulio Vargas',
      'Insper',
      'Faculdade de Informática e Administração Paulista',
      'Universidade Nove de Julho',
    ],
    'Rio de Janeiro': [
      'Universidade Federal do Rio de Janeiro',
      'Universidade do Estado do Rio de Janeiro',
      'Universidade Federal do Estado do Rio de Janeiro',
      'Pontifícia Universidade Católica do Rio de Janeiro',
      'Centro Federal de Educação Tecnológica Celso Suckow da Fonseca',
      'Instituto Militar de Engenharia',
      'Fundação Getulio Vargas',
    ],
    Brasília: [
      'Universidade de Brasília',
      'Universidade Católica de Brasília',
      'Centro Universitário de Brasília',
      'Instituto Federal de Brasília',
    ],
    Fortaleza: [
      'Universidade Federal do Ceará',
      'Universidade Estadual do Ceará',
      'Universidade de Fortaleza',
      'Instituto Federal do Ceará',
    ],
    Salvador: [
      'Universidade Federal da Bahia',
      'Universidade do Estado da Bahia',
      'Universidade Católica do Salvador',
      'Universidade Salvador',
      'Instituto Federal da Bahia',
    ],
    'Belo Horizonte': [
      'Universidade Federal de Minas Gerais',
      'Pontifícia Universidade Católica de Minas Gerais',
      'Centro Federal de Educação Tecnológica de Minas Gerais',
      'Universidade do Estado de Minas Gerais',
      'Universidade FUMEC',
    ],
    Manaus: [
      'Universidade Federal do Amazonas',
      'Universidade do Estado do Amazonas',
      'Instituto Federal do Amazonas',
    ],
    Curitiba: [
      'Universidade Federal do Paraná',
      'Universidade Tecnológica Federal do Paraná',
      'Pontifícia Universidade Católica do Paraná',
      'Universidade Positivo',
    ],
    Recife: [
      'Universidade Federal de Pernambuco',
      'Universidade Federal Rural de Pernambuco',
      'Universidade de Pernambuco',
      'Universidade Católica de Pernambuco',
      'CESAR School',
    ],
    Goiânia: [
      'Universidade Federal de Goiás',
      'Pontifícia Universidade Católica de Goiás',
      'Instituto Federal de Goiás',
    ],
    'Porto Alegre': [
      'Universidade Federal do Rio Grande do Sul',
      'Pontifícia Universidade Católica do Rio Grande do Sul',
      'Universidade Federal de Ciências da Saúde de Porto Alegre',
    ],
    Belém: [
      'Universidade Federal do Pará',
      'Universidade do Estado do Pará',
      'Universidade Federal Rural da Amazônia',
      'Universidade da Amazônia',
    ],
    Guarulhos: [
      'Universidade Guarulhos',
      'Universidade Federal de São Paulo',
      'Instituto Federal de São Paulo',
    ],
    Campinas: [
      'Universidade Estadual de Campinas',
      'Pontifícia Universidade Católica de Campinas',
      'Faculdades de Campinas',
    ],
    'São Luís': [
      'Universidade Federal do Maranhão',
      'Universidade Estadual do Maranhão',
      'Instituto Federal do Maranhão',
    ],
    Maceió: [
      'Universidade Federal de Alagoas',
      'Universidade Estadual de Ciências da Saúde de Alagoas',
      'Instituto Federal de Alagoas',
    ],
    Natal: [
      'Universidade Federal do Rio Grande do Norte',
      'Instituto Federal do Rio Grande do Norte',
      'Universidade Potiguar',
    ],
    Florianópolis: [
      'Universidade Federal de Santa Catarina',
      'Universidade do Estado de Santa Catarina',
      'Instituto Federal de Santa Catarina',
    ],
  },
  NP: {
    // Tribhuvan University's central campus is in Kirtipur, within the Kathmandu valley.
    Kathmandu: [
      'Tribhuvan University',
      'Tri-Chandra Multiple Campus',
      'Amrit Science Campus',
      'Institute of Engineering, Thapathali Campus',
      "St. Xavier's College",
      'Islington College',
      'Kathmandu Engineering College',
    ],
    Lalitpur: [
      'Institute of Engineering, Pulchowk Campus',
      'Patan Multiple Campus',
      'Patan Academy of Health Sciences',
    ],
    Pokhara: [
      'Pokhara University',
      'Prithvi Narayan Campus',
      'Institute of Engineering, Paschimanchal Campus',
      'Gandaki Medical College',
      'Manipal College of Medical Sciences',
    ],
    Dharan: [
      'B. P. Koirala Institute of Health Sciences',
      'Institute of Engineering, Purwanchal Campus',
      'Central Campus of Technology',
    ],
  },
  BD: {
    Dhaka: [
      'University of Dhaka',
      'Bangladesh University of Engineering and Technology',
      'Jagannath University',
      'Dhaka Medical College',
      'North South University',
      'BRAC University',
      'Independent University, Bangladesh',
      'Ahsanullah University of Science and Technology',
    ],
    // The universities keep the city's former spelling in their names.
    Chattogram: [
      'University of Chittagong',
      'Chittagong Medical College',
      'Chittagong Veterinary and Animal Sciences University',
      'Chittagong College',
      'Premier University',
    ],
    Khulna: [
      'Khulna University',
      'Khulna University of Engineering and Technology',
      'Khulna Medical College',
    ],
    Rajshahi: [
      'University of Rajshahi',
      'Rajshahi University of Engineering and Technology',
      'Rajshahi Medical College',
    ],
    Sylhet: [
      'Shahjalal University of Science and Technology',
      'Sylhet MAG Osmani Medical College',
      'Murari Chand College',
      'Metropolitan University',
    ],
  },
};

// Input comes from forms and query strings: any case, stray spaces, composed or decomposed accents.
function normalize(value: string): string {
  return value.normalize('NFC').trim().toLowerCase();
}

function toReferenceCountry(country: string): ReferenceCountry | null {
  const code = country.trim().toUpperCase();
  // Own keys only, so that a value such as 'constructor' is an unknown country.
  return Object.hasOwn(CITIES, code) ? (code as ReferenceCountry) : null;
}

/** The cities of a country (ISO alpha-2 code, any case); empty for a country without a list. */
export function listCities(country: string): readonly string[] {
  const code = toReferenceCountry(country);
  return code ? CITIES[code] : [];
}

/** The colleges of a city (matched in any case), then OTHER_COLLEGE; only OTHER_COLLEGE when none are listed. */
export function listColleges(country: string, city: string): readonly string[] {
  const code = toReferenceCountry(country);
  if (!code) return [OTHER_COLLEGE];
  const wanted = normalize(city);
  const entry = Object.entries(COLLEGES[code]).find(([name]) => normalize(name) === wanted);
  return [...(entry?.[1] ?? []), OTHER_COLLEGE];
}
