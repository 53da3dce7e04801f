import type { Catalogue } from '../catalogue';

export const doctors: Catalogue['doctors'] = {
  servicesAllDoctorsOffer: ['व्यक्तिगत परामर्श', 'आहार योजनाएँ और जीवनशैली', 'कार्यशालाएँ और कक्षाएँ'],
  doctors: [
    {
      name: 'डॉ. मीरा जोशी',
      qualification: 'BAMS, MS (आयु) प्रसूति तंत्र एवं स्त्री रोग, जामनगर',
      specialty: 'स्त्री रोग और प्रजनन',
      bio: 'माहवारी से जुड़े स्वास्थ्य, PCOS, प्रजनन देखभाल और गर्भसंस्कार में महिलाओं का मार्गदर्शन करती हैं, गर्भधारण से पहले से लेकर प्रसव के बाद की रिकवरी तक।',
      email: 'meera.joshi@ayurvedaclinic.in',
      mobile: '919824011001',
      gender: 'female',
      registrationNumber: 'GBAUSM/G-21874',
      services: ['गर्भसंस्कार'],
    },
    {
      name: 'डॉ. अर्जुन त्रिवेदी',
      qualification: 'BAMS, MD (आयु) कायचिकित्सा, जामनगर',
      specialty: 'सामान्य चिकित्सा',
      bio: 'पाचन, चयापचय, जोड़ों और त्वचा की समस्याओं का उपचार व्यक्तिगत जड़ी-बूटी देखभाल, आहार और दिनचर्या से करते हैं।',
      email: 'arjun.trivedi@ayurvedaclinic.in',
      mobile: '919824011002',
      gender: 'male',
      registrationNumber: 'GBAUSM/G-19532',
      services: [],
    },
    {
      name: 'डॉ. काव्या पंड्या',
      qualification: 'BAMS, MD (आयु) पंचकर्म, जामनगर',
      specialty: 'पंचकर्म',
      bio: 'पंचकर्म शोधन की योजना बनाती हैं और उसकी देखरेख करती हैं, पूर्व-तैयारी के स्नेहन से लेकर मुख्य प्रक्रियाओं और बाद के आहार तक।',
      email: 'kavya.pandya@ayurvedaclinic.in',
      mobile: '919824011003',
      gender: 'female',
      registrationNumber: 'GBAUSM/G-23106',
      services: ['पंचकर्म'],
    },
  ],
};
