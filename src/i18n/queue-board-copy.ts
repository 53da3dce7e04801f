import type { Locale } from './locales';

/** The waiting room's queue board (issue 51 item 7), in the patients' three languages. */
export interface QueueBoardCopy {
  title: string;
  description: string;
  nowCalling: string;
  waiting: string;
  token: string;
  nobodyCalled: string;
  nobodyWaiting: string;
  noQueues: string;
  loading: string;
  loadFailed: string;
  stale: string;
  updatedAt: (time: string) => string;
  /** "3 waiting" */
  waitingCount: (count: number) => string;
}

const en: QueueBoardCopy = {
  title: 'Queue',
  description: 'Token numbers being called by each doctor today.',
  nowCalling: 'Now calling',
  waiting: 'Waiting',
  token: 'Token',
  nobodyCalled: 'Not started yet',
  nobodyWaiting: 'Nobody waiting',
  noQueues: 'No one is waiting yet today.',
  loading: 'Loading the queue…',
  loadFailed: 'The queue could not be loaded. Trying again…',
  stale: 'Not updated just now. Trying again…',
  updatedAt: (time) => `Updated ${time}`,
  waitingCount: (count) => (count === 1 ? '1 waiting' : `${count} waiting`),
};

const hi: QueueBoardCopy = {
  title: 'कतार',
  description: 'आज हर डॉक्टर द्वारा बुलाए जा रहे टोकन नंबर।',
  nowCalling: 'अभी बुलाया जा रहा है',
  waiting: 'प्रतीक्षा में',
  token: 'टोकन',
  nobodyCalled: 'अभी शुरू नहीं हुआ',
  nobodyWaiting: 'कोई प्रतीक्षा में नहीं',
  noQueues: 'आज अभी कोई प्रतीक्षा में नहीं है।',
  loading: 'कतार लोड हो रही है…',
  loadFailed: 'कतार लोड नहीं हो सकी। फिर से कोशिश की जा रही है…',
  stale: 'अभी अपडेट नहीं हुआ। फिर से कोशिश की जा रही है…',
  updatedAt: (time) => `${time} पर अपडेट किया गया`,
  waitingCount: (count) => `${count} प्रतीक्षा में`,
};

const gu: QueueBoardCopy = {
  title: 'કતાર',
  description: 'આજે દરેક ડૉક્ટર દ્વારા બોલાવાતા ટોકન નંબર.',
  nowCalling: 'હમણાં બોલાવી રહ્યા છે',
  waiting: 'રાહ જોઈ રહ્યા છે',
  token: 'ટોકન',
  nobodyCalled: 'હજી શરૂ થયું નથી',
  nobodyWaiting: 'કોઈ રાહ જોતું નથી',
  noQueues: 'આજે હજી કોઈ રાહ જોતું નથી.',
  loading: 'કતાર લોડ થઈ રહી છે…',
  loadFailed: 'કતાર લોડ થઈ શકી નથી. ફરી પ્રયાસ કરી રહ્યા છીએ…',
  stale: 'હમણાં અપડેટ થયું નથી. ફરી પ્રયાસ કરી રહ્યા છીએ…',
  updatedAt: (time) => `${time} વાગ્યે અપડેટ થયું`,
  waitingCount: (count) => `${count} રાહ જોઈ રહ્યા છે`,
};

/** The board's texts in one language (the island imports only these: they hold functions, which page props cannot carry). */
export const queueBoardCopyOf = (locale: Locale): QueueBoardCopy => ({ en, hi, gu })[locale];
