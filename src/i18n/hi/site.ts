import type { Catalogue } from '../catalogue';

export const site: Catalogue['site'] = {
  site: {
    name: 'जामनगर आयुर्वेद क्लिनिक',
    shortName: 'आयुर्वेद क्लिनिक',
    tagline: 'जामनगर में प्रशिक्षित वैद्यों द्वारा प्रामाणिक आयुर्वेदिक परामर्श',
    description:
      'जामनगर में प्रशिक्षित डॉक्टरों से ऑनलाइन आयुर्वेदिक परामर्श: व्यक्तिगत परामर्श, पंचकर्म, गर्भसंस्कार (गर्भावस्था की देखभाल) और आहार योजनाएँ। वीडियो या फ़ोन कॉल से अपॉइंटमेंट बुक करें।',
    phone: '+91 98240 11000',
    phoneHref: 'tel:+919824011000',
    email: 'care@ayurvedaclinic.in',
    emailHref: 'mailto:care@ayurvedaclinic.in',
    address: ['जामनगर आयुर्वेद क्लिनिक, दूसरी मंज़िल, शांति कॉम्प्लेक्स', 'लाल बंगला के पास, पंडित नेहरू मार्ग', 'जामनगर, गुजरात 361008, भारत'],
    grievanceOfficer: { name: 'क्लिनिक प्रबंधक', email: 'care@ayurvedaclinic.in', phone: '+91 98240 11000' },
    hours: ['सोमवार से शनिवार: सुबह 10:00 – दोपहर 1:00 और शाम 4:00 – शाम 7:00 (भारतीय समय, IST)', 'रविवार: बंद'],
  },
  servicePages: [
    { label: 'व्यक्तिगत परामर्श', href: '/services/personalized-consultation' },
    { label: 'पंचकर्म', href: '/services/panchakarma' },
    { label: 'गर्भसंस्कार', href: '/services/garbhasanskar' },
  ],
  quickLinks: [
    { label: 'होम', href: '/' },
    { label: 'हमारे बारे में', href: '/about' },
    { label: 'संपर्क करें', href: '/contact' },
    { label: 'मेरे अपॉइंटमेंट', href: '/my-appointments' },
  ],
  socialLinks: [
    { label: 'फ़ेसबुक', icon: 'facebook', url: null },
    { label: 'इंस्टाग्राम', icon: 'instagram', url: null },
    { label: 'यूट्यूब', icon: 'youtube', url: null },
  ],
  policyLinks: [
    { label: 'रद्दीकरण और धनवापसी नीति', href: '/policies/cancellation-refund' },
    { label: 'गोपनीयता नीति', href: '/policies/privacy' },
    { label: 'उपयोग की शर्तें', href: '/policies/terms' },
  ],
  notFoundPage: {
    title: 'पेज नहीं मिला',
    text: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    homeLink: 'होम पेज पर लौटें',
  },
  unauthorizedPage: {
    title: 'प्रवेश की अनुमति नहीं',
    text: 'आपके खाते को यह पेज खोलने की अनुमति नहीं है। आगे बढ़ने के लिए एडमिन खाते से लॉग इन करें।',
    loginLink: 'एडमिन लॉगिन पर जाएँ',
    homeLink: 'होम पेज पर लौटें',
  },
  mainNav: {
    label: 'मुख्य',
    menuButton: 'मेनू',
    home: { label: 'होम', href: '/' },
    about: { label: 'हमारे बारे में', href: '/about' },
    services: { label: 'सेवाएँ', href: '/services' },
    dietPlans: { label: 'आहार योजनाएँ', href: '/diet-plans' },
    contact: { label: 'संपर्क करें', href: '/contact' },
    myAppointments: { label: 'मेरे अपॉइंटमेंट', href: '/my-appointments' },
    bookAppointment: { label: 'अपॉइंटमेंट बुक करें', href: '/book-appointment' },
  },
  footerText: {
    quickLinks: 'त्वरित लिंक',
    services: 'सेवाएँ',
    followUs: 'हमें फ़ॉलो करें',
    visitUs: 'हमसे मिलने आएँ',
    hours: 'समय',
    policies: 'नीतियाँ',
    registration: 'पंजीकरण संख्या',
    rights: 'सर्वाधिकार सुरक्षित।',
  },
  translateWidget: {
    button: 'अनुवाद करें',
    pageLanguage: 'hi',
    includedLanguages: 'es,fr',
    unavailable: 'अभी अनुवाद उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  },
};
