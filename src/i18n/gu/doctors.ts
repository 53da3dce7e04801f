import type { Catalogue } from '../catalogue';

export const doctors: Catalogue['doctors'] = {
  servicesAllDoctorsOffer: ['વ્યક્તિગત પરામર્શ', 'આહાર યોજનાઓ અને જીવનશૈલી', 'વર્કશોપ અને વર્ગો'],
  doctors: [
    {
      name: 'ડૉ. મીરા જોશી',
      qualification: 'BAMS, MS (આયુ.) પ્રસૂતિ તંત્ર અને સ્ત્રી રોગ, જામનગર',
      specialty: 'સ્ત્રી રોગ અને પ્રજનન',
      bio: 'માસિક સ્વાસ્થ્ય, PCOS, ગર્ભધારણ માટેની સંભાળ અને ગર્ભસંસ્કારમાં, ગર્ભધારણ પહેલાંથી લઈને પ્રસૂતિ પછી સાજા થવા સુધી, સ્ત્રીઓને માર્ગદર્શન આપે છે.',
      email: 'meera.joshi@ayurvedaclinic.in',
      mobile: '919824011001',
      gender: 'female',
      registrationNumber: 'GBAUSM/G-21874',
      services: ['ગર્ભસંસ્કાર'],
    },
    {
      name: 'ડૉ. અર્જુન ત્રિવેદી',
      qualification: 'BAMS, MD (આયુ.) કાયચિકિત્સા, જામનગર',
      specialty: 'સામાન્ય ચિકિત્સા',
      bio: 'પાચન, ચયાપચય, સાંધા અને ત્વચાની તકલીફોની વ્યક્તિગત વનસ્પતિજન્ય સારવાર, આહાર અને દિનચર્યા દ્વારા સારવાર કરે છે.',
      email: 'arjun.trivedi@ayurvedaclinic.in',
      mobile: '919824011002',
      gender: 'male',
      registrationNumber: 'GBAUSM/G-19532',
      services: [],
    },
    {
      name: 'ડૉ. કાવ્યા પંડ્યા',
      qualification: 'BAMS, MD (આયુ.) પંચકર્મ, જામનગર',
      specialty: 'પંચકર્મ',
      bio: 'પૂર્વતૈયારીરૂપ સ્નેહનથી લઈને મુખ્ય પ્રક્રિયાઓ અને સાજા થવા માટેના આહાર સુધી, પંચકર્મ શુદ્ધિકરણનું આયોજન કરે છે અને તેની દેખરેખ રાખે છે.',
      email: 'kavya.pandya@ayurvedaclinic.in',
      mobile: '919824011003',
      gender: 'female',
      registrationNumber: 'GBAUSM/G-23106',
      services: ['પંચકર્મ'],
    },
  ],
};
