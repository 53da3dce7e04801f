/** Copy of the Diet Plans index (SPEC §2: two tabs, Diet Plans default and Recipes). */
export const dietPlansPage = {
  title: 'Diet Plans',
  description:
    'Ayurvedic diet plans and recipes: an arthritis diet plan for Amavata and Sandhivata, and simple, healing recipes from our clinic kitchen.',
  intro: 'Food is the first medicine in Ayurveda. Choose a diet plan for your condition, or cook one of our clinic recipes.',
  tabs: ['Diet Plans', 'Recipes'],
  noRecipes: 'No recipes available',
  loadingRecipes: 'Loading recipes...',
  viewPlan: 'View Plan',
  viewRecipe: 'View Recipe',
};

/** SPEC §3 diet card: title and description. */
export const dietPlanCards = [
  {
    title: 'Arthritis',
    description: 'What to eat and avoid for rheumatoid arthritis (Amavata) and osteoarthritis (Sandhivata), with the causes and symptoms of each.',
  },
];

/** The recipe page host (the /diet-plans/* fallback of netlify.toml). */
export const recipePage = {
  title: 'Recipe',
  description: 'An Ayurvedic recipe from our clinic kitchen: ingredients, preparation and benefits.',
  loading: 'Loading recipe...',
  notFoundTitle: 'Recipe not found',
  notFoundText: 'We could not find this recipe. It may have been renamed or removed.',
  backLink: 'Back to Diet Plans',
  ingredientsTitle: 'Ingredients',
  preparationTitle: 'Preparation',
  benefitsTitle: 'Benefits',
};

export interface ArthritisType {
  name: string;
  alsoKnownAs: string;
  summary: string;
  causes: string[];
  symptoms: string[];
  favour: string[];
  avoid: string[];
}

/** The arthritis diet plan page (SPEC §2): causes, symptoms and diet for two types. */
export const arthritisPage = {
  title: 'Arthritis Diet Plan',
  description:
    'Ayurvedic arthritis diet plan: causes, symptoms and foods to favour or avoid for Amavata (rheumatoid arthritis) and Sandhivata (osteoarthritis).',
  intro:
    'Ayurveda describes two main kinds of arthritis with different causes, so the right diet differs too. Amavata comes from undigested toxins (ama) settling in the joints; Sandhivata comes from aggravated vata drying and wearing the joints with age.',
  causesTitle: 'Causes',
  symptomsTitle: 'Symptoms',
  favourTitle: 'Foods to favour',
  avoidTitle: 'Foods to avoid',
  tipsTitle: 'Daily habits that help both',
  tips: [
    'Drink warm water through the day; avoid iced drinks.',
    'Eat the main meal at midday, when digestion is strongest, and a light dinner before 8 pm.',
    'Keep moving: gentle walking and joint-loosening yoga (sukshma vyayama) every morning.',
    'Apply warm oil to painful joints only as advised; oil is avoided on swollen, hot joints in Amavata.',
  ],
};

export const arthritisTypes: ArthritisType[] = [
  {
    name: 'Amavata',
    alsoKnownAs: 'Rheumatoid arthritis',
    summary: 'An inflammatory arthritis in which ama and vata lodge in the joints, often affecting several joints on both sides of the body.',
    causes: [
      'Weak digestion (mandagni) leading to the build-up of ama',
      'Incompatible food combinations such as milk with fish or fruit with curd',
      'Heavy, cold and oily food, and eating before the previous meal is digested',
      'Exercise or exertion straight after a heavy meal',
      'Lack of physical activity and a sedentary routine',
    ],
    symptoms: [
      'Pain and swelling in several joints, often the small joints of hands and feet',
      'Morning stiffness lasting more than an hour',
      'Pain that moves from joint to joint, like a scorpion sting',
      'Heaviness of the body, low appetite and tiredness',
      'Low-grade fever during flare-ups',
    ],
    favour: [
      'Warm, light, freshly cooked meals',
      'Old rice, barley, millet (bajra) and moong dal',
      'Vegetables such as bitter gourd, drumstick, bottle gourd and ridge gourd',
      'Dry ginger, garlic, turmeric, cumin and ajwain in cooking',
      'Castor oil in small doses only when prescribed',
    ],
    avoid: [
      'Curd, cheese, fish and red meat',
      'Cold drinks, ice cream and refrigerated leftovers',
      'Urad dal, rajma and other heavy pulses',
      'Fried and bakery foods, refined flour (maida)',
      'Daytime sleep and late-night dinners',
    ],
  },
  {
    name: 'Sandhivata',
    alsoKnownAs: 'Osteoarthritis',
    summary: 'A degenerative arthritis in which aggravated vata dries the joint tissues, most often in the knees, hips and spine after middle age.',
    causes: [
      'Ageing, when vata naturally increases',
      'Dry, cold and stale food, and long gaps between meals',
      'Excess travel, late nights and overexertion',
      'Injury to a joint or long hours of standing',
      'Excess body weight that strains the knees and hips',
    ],
    symptoms: [
      'Pain on movement that eases with rest',
      'Swelling that feels like an air-filled bag on touching',
      'Crackling sound (crepitus) in the joint',
      'Difficulty in bending, stretching or climbing stairs',
      'Stiffness after long periods of sitting',
    ],
    favour: [
      'Warm, moist, well-cooked food with a spoon of cow’s ghee',
      'Wheat, rice, moong and masoor dal soups',
      'Sesame seeds, soaked almonds and walnuts',
      'Sweet, ripe fruits such as papaya and grapes',
      'Warm milk with turmeric at bedtime',
    ],
    avoid: [
      'Dry snacks such as crackers, puffed rice and chips',
      'Raw salads and cold food in the evening',
      'Chickpeas, peas and other gas-forming pulses in excess',
      'Excess tea, coffee and fasting',
      'Bitter and astringent foods in large amounts',
    ],
  },
];
