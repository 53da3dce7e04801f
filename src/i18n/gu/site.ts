import type { Catalogue } from '../catalogue';

export const site: Catalogue['site'] = {
  site: {
    name: 'જામનગર આયુર્વેદ ક્લિનિક',
    shortName: 'આયુર્વેદ ક્લિનિક',
    tagline: 'જામનગરમાં તાલીમ પામેલા ડૉક્ટરો દ્વારા પ્રમાણભૂત આયુર્વેદ પરામર્શ',
    description:
      'જામનગરમાં તાલીમ પામેલા ડૉક્ટરો દ્વારા ઑનલાઇન આયુર્વેદ પરામર્શ: વ્યક્તિગત પરામર્શ, પંચકર્મ, ગર્ભસંસ્કાર (પ્રસૂતિ પહેલાંની સંભાળ) અને આહાર યોજનાઓ. વીડિયો કે ફોન કૉલ દ્વારા એપોઇન્ટમેન્ટ બુક કરો.',
    phone: '+91 98240 11000',
    phoneHref: 'tel:+919824011000',
    email: 'care@ayurvedaclinic.in',
    emailHref: 'mailto:care@ayurvedaclinic.in',
    address: ['જામનગર આયુર્વેદ ક્લિનિક, બીજો માળ, શાંતિ કોમ્પ્લેક્સ', 'લાલ બંગલા પાસે, પંડિત નેહરુ માર્ગ', 'જામનગર, ગુજરાત 361008, ભારત'],
    grievanceOfficer: { name: 'ક્લિનિક મેનેજર', email: 'care@ayurvedaclinic.in', phone: '+91 98240 11000' },
    hours: ['સોમવારથી શનિવાર: સવારે 10:00 – બપોરે 1:00 અને સાંજે 4:00 – સાંજે 7:00 (ભારતીય સમય, IST)', 'રવિવાર: બંધ'],
  },
  servicePages: [
    { label: 'વ્યક્તિગત પરામર્શ', href: '/services/personalized-consultation' },
    { label: 'પંચકર્મ', href: '/services/panchakarma' },
    { label: 'ગર્ભસંસ્કાર', href: '/services/garbhasanskar' },
  ],
  quickLinks: [
    { label: 'મુખ્ય પૃષ્ઠ', href: '/' },
    { label: 'અમારા વિશે', href: '/about' },
    { label: 'સંપર્ક કરો', href: '/contact' },
    { label: 'મારી એપોઇન્ટમેન્ટ્સ', href: '/my-appointments' },
  ],
  socialLinks: [
    { label: 'ફેસબુક', icon: 'facebook', url: null },
    { label: 'ઇન્સ્ટાગ્રામ', icon: 'instagram', url: null },
    { label: 'યુટ્યુબ', icon: 'youtube', url: null },
  ],
  policyLinks: [
    { label: 'રદ કરવાની અને રિફંડની નીતિ', href: '/policies/cancellation-refund' },
    { label: 'ગોપનીયતા નીતિ', href: '/policies/privacy' },
    { label: 'ઉપયોગની શરતો', href: '/policies/terms' },
  ],
  notFoundPage: {
    title: 'પૃષ્ઠ મળ્યું નથી',
    text: 'આપ જે પૃષ્ઠ શોધી રહ્યા છો તે અસ્તિત્વમાં નથી અથવા બીજે ખસેડાયું છે.',
    homeLink: 'મુખ્ય પૃષ્ઠ પર પાછા જાઓ',
  },
  unauthorizedPage: {
    title: 'પ્રવેશની મંજૂરી નથી',
    text: 'આપના એકાઉન્ટને આ પૃષ્ઠ ખોલવાની પરવાનગી નથી. આગળ વધવા માટે એડમિન એકાઉન્ટથી લૉગ ઇન કરો.',
    loginLink: 'એડમિન લૉગિન પર જાઓ',
    homeLink: 'મુખ્ય પૃષ્ઠ પર પાછા જાઓ',
  },
  mainNav: {
    label: 'મુખ્ય',
    menuButton: 'મેનૂ',
    home: { label: 'મુખ્ય પૃષ્ઠ', href: '/' },
    about: { label: 'અમારા વિશે', href: '/about' },
    services: { label: 'સેવાઓ', href: '/services' },
    dietPlans: { label: 'આહાર યોજનાઓ', href: '/diet-plans' },
    contact: { label: 'સંપર્ક કરો', href: '/contact' },
    myAppointments: { label: 'મારી એપોઇન્ટમેન્ટ્સ', href: '/my-appointments' },
    bookAppointment: { label: 'એપોઇન્ટમેન્ટ બુક કરો', href: '/book-appointment' },
  },
  footerText: {
    quickLinks: 'ઝડપી લિંક્સ',
    services: 'સેવાઓ',
    followUs: 'અમને ફૉલો કરો',
    visitUs: 'અમારી મુલાકાત લો',
    hours: 'સમય',
    policies: 'નીતિઓ',
    registration: 'નોંધણી નંબર',
    rights: 'સર્વ હક્ક સુરક્ષિત.',
  },
  translateWidget: {
    button: 'અનુવાદ કરો',
    pageLanguage: 'gu',
    includedLanguages: 'es,fr',
    unavailable: 'અત્યારે અનુવાદ ઉપલબ્ધ નથી. કૃપા કરીને થોડી વાર પછી ફરી પ્રયાસ કરો.',
  },
};
