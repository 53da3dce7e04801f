/** One month tab of the Garbhasanskar page (SPEC §2: 9 month tabs, diet and exercise each). */
export interface PregnancyMonth {
  label: string;
  focus: string;
  diet: string[];
  exercise: string[];
}

export const garbhasanskarPage = {
  title: 'Garbhasanskar',
  description:
    'Garbhasanskar: Ayurvedic prenatal care month by month, with diet and exercise guidance for each of the nine months of pregnancy, universal guidelines and important notes.',
  intro:
    'Garbhasanskar, “education in the womb”, is the Ayurvedic tradition of caring for mother and baby through pregnancy. Classical texts describe a diet for each month (masanumasika paricharya) that supports the baby’s growth at that stage, together with a calm mind, gentle movement, music and positive thoughts.',
  monthsTitle: 'Month-by-Month Guidance',
  dietTitle: 'Diet',
  exerciseTitle: 'Exercise',
  guidelinesTitle: 'Universal Guidelines',
  notesTitle: 'Important Notes',
};

export const pregnancyMonths: PregnancyMonth[] = [
  {
    label: 'Month 1',
    focus: 'Nausea is common and the body adjusts: keep food light, cool and nourishing.',
    diet: [
      'Cold milk boiled and cooled, taken in small sips through the day',
      'Sweet, juicy fruits such as pomegranate and sweet lime',
      'Soft rice with ghee and light moong dal',
      'Avoid papaya, pineapple, excess spices and fasting',
    ],
    exercise: ['Easy walks of 10 to 15 minutes', 'Deep, slow breathing and rest when tired', 'No strenuous exercise or heavy lifting'],
  },
  {
    label: 'Month 2',
    focus: 'The baby’s organs begin to form; support with sweet, cooling foods.',
    diet: [
      'Milk boiled with shatavari as advised by your doctor',
      'Dates, soaked raisins and figs for natural iron',
      'Small, frequent meals to ease nausea',
      'Coconut water for hydration',
    ],
    exercise: ['Gentle walking', 'Anulom vilom (alternate nostril breathing) for 5 minutes', 'Sit and rise slowly to avoid dizziness'],
  },
  {
    label: 'Month 3',
    focus: 'Appetite returns for many mothers; the baby’s senses start developing.',
    diet: [
      'Milk with honey and ghee (never heat honey)',
      'Cooked rice with milk (kheer) made with jaggery',
      'Seasonal vegetables such as bottle gourd, pumpkin and carrot',
      'Sprouted moong, lightly cooked',
    ],
    exercise: ['Walks of 20 minutes', 'Butterfly pose (baddha konasana) with support', 'Listening to calming music or mantra'],
  },
  {
    label: 'Month 4',
    focus: 'The baby grows quickly and the mother’s appetite increases.',
    diet: [
      'Butter and fresh curd at lunch (not at night)',
      'Whole wheat rotis with ghee',
      'Green leafy vegetables cooked with cumin',
      'Almonds soaked overnight and peeled',
    ],
    exercise: ['Prenatal yoga: cat-cow stretch and gentle side bends', 'Walking 20 to 30 minutes', 'Pelvic floor (Kegel) exercises'],
  },
  {
    label: 'Month 5',
    focus: 'The mind is said to develop now: favour calm, happy surroundings.',
    diet: [
      'Milk with ghee daily',
      'Rice, moong dal and seasonal vegetables',
      'Cow’s ghee in meals, 2 to 3 teaspoons a day',
      'Fruits rich in vitamin C such as amla and oranges',
    ],
    exercise: ['Tadasana (mountain pose) against a wall', 'Bhramari (humming bee breath)', 'Walking and light household work'],
  },
  {
    label: 'Month 6',
    focus: 'Strength and stamina build; watch for swelling and fatigue.',
    diet: [
      'Ghee prepared with gokshura, as prescribed, for healthy fluid balance',
      'Rice gruel (kanji) and soups',
      'Moderate salt; avoid pickles and packaged snacks',
      'Iron-rich foods: beetroot, pomegranate, jaggery with roasted chana',
    ],
    exercise: ['Supported squats with a chair', 'Side-lying leg raises', 'Rest with legs raised to ease swelling'],
  },
  {
    label: 'Month 7',
    focus: 'Itching of the skin and heaviness are common; keep digestion smooth.',
    diet: [
      'Ghee with vidaryadi herbs as prescribed',
      'Light, warm meals; less salt and less oily food',
      'Dry fruits in moderation',
      'Warm water through the day',
    ],
    exercise: ['Slow walks twice a day', 'Gentle pelvic tilts', 'Ujjayi breathing and guided relaxation (yoga nidra)'],
  },
  {
    label: 'Month 8',
    focus: 'Prepare for delivery: keep the bowel regular and the body supple.',
    diet: [
      'Rice gruel cooked with milk and ghee',
      'Soft, easily digested meals in smaller portions',
      'Warm soups of seasonal vegetables',
      'Avoid heavy, fried and stale food',
    ],
    exercise: ['Butterfly pose and supported squats to open the hips', 'Breathing practice for labour', 'Short, frequent walks'],
  },
  {
    label: 'Month 9',
    focus: 'The final month: nourish, stay calm and prepare body and mind for birth.',
    diet: [
      'Rice with ghee and meat soup or moong soup',
      'Warm milk with a pinch of saffron',
      'Light dinners, early in the evening',
      'Plenty of warm fluids',
    ],
    exercise: ['Walking as comfortable', 'Labour-preparation breathing with your partner', 'Meditation and positive visualisation of the birth'],
  },
];

export const universalGuidelines = [
  'Eat fresh, warm, home-cooked meals at regular times.',
  'Sleep 8 hours at night and rest briefly in the afternoon if needed.',
  'Read uplifting books, listen to soothing music and keep good company.',
  'Stay hydrated with warm or room-temperature water.',
  'Wear loose, comfortable cotton clothing.',
  'Oil massage (abhyanga) of the body with warm sesame or coconut oil, avoiding the abdomen in early months.',
];

export const importantNotes = [
  'Every pregnancy is different. Follow your obstetrician’s advice and attend all antenatal check-ups.',
  'Take herbal preparations only as prescribed by our doctor for your stage of pregnancy.',
  'Stop any exercise that causes pain, bleeding, dizziness or breathlessness and contact your doctor at once.',
  'Avoid Panchakarma, fasting, hot baths, long travel and heavy lifting during pregnancy.',
];
