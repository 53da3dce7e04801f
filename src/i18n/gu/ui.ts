import type { Catalogue } from '../catalogue';

export const ui: Catalogue['ui'] = {
  layoutText: {
    skipToContent: 'મુખ્ય વિષયવસ્તુ પર જાઓ',
    languageSwitcher: 'ભાષા',
  },
  confirmDetailsCopy: {
    title: 'શું આ આપની વિગતો છે?',
    note: 'આ નંબર ચકાસાયો તે પહેલાં નોંધાયો હતો. કૃપા કરીને અમારી પાસે નોંધાયેલાં નામ અને ઈ-મેલ તપાસો, જરૂર હોય તો સુધારો અને પુષ્ટિ કરો.',
    name: 'નામ',
    email: 'ઈ-મેલ (વૈકલ્પિક)',
    confirm: 'મારી વિગતોની પુષ્ટિ કરો',
    saving: 'સાચવી રહ્યા છીએ…',
    loading: 'આપની વિગતો લોડ થઈ રહી છે…',
    loadFailed: 'આપની વિગતો લોડ થઈ શકી નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
    saved: 'આપની વિગતોની પુષ્ટિ થઈ ગઈ છે.',
    saveFailed: 'આપની વિગતો સાચવી શકાઈ નહીં. કૃપા કરીને ફરી પ્રયાસ કરો.',
  },
  islandLandmarks: {
    bookingSteps: 'બુકિંગનાં પગલાં',
    phoneVerification: 'ફોન ચકાસણી',
  },
  policyPageText: {
    lastUpdated: 'છેલ્લે અપડેટ કર્યું:',
  },
};
