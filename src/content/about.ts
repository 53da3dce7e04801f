/** Copy of the About Us page (SPEC §2 About Us). */
export const aboutPage = {
  title: 'About Us',
  description:
    'Meet our Ayurveda doctors trained in Jamnagar: specialists in gynecology and fertility, general medicine and Panchakarma, offering evidence-based personalized care.',
  intro:
    'We are a team of Ayurveda doctors who believe that lasting health comes from understanding the whole person: body, mind, digestion and daily habits.',
  expertise: {
    title: 'Our Expertise',
    paragraphs: [
      'Our doctors trained at the Institute of Teaching and Research in Ayurveda in Jamnagar, where classical Ayurveda is taught alongside clinical research. Each of them holds a postgraduate degree in their specialty and has treated thousands of patients.',
      'We treat digestive disorders, joint and musculoskeletal pain, skin conditions, women’s health and fertility, stress and sleep problems, and lifestyle conditions such as diabetes and high blood pressure. Where needed, we work alongside your existing medical care and read your reports before we advise.',
    ],
    highlights: [
      'Postgraduate Ayurveda doctors trained in Jamnagar',
      'Classical herbal formulations from GMP-certified pharmacies',
      'Panchakarma planned and supervised by a specialist',
      'Follow-ups to adjust your plan as you improve',
    ],
  },
  vision: {
    title: 'Our Vision',
    paragraphs: [
      'We want personalized, evidence-based Ayurveda to be within reach of everyone, wherever they live. Rather than quick fixes, we aim for long-term health: balanced digestion, restful sleep, steady energy and a mind at ease.',
      'Every plan we write explains the why behind each medicine, food and habit, so that you can carry the benefits of Ayurveda into the rest of your life.',
    ],
  },
  team: {
    title: 'Meet Our Team',
    intro: 'Three doctors, one shared approach: listen carefully, treat the root cause and follow up.',
    qualificationLabel: 'Qualification',
    specialtyLabel: 'Specialty',
    registrationLabel: 'Registration',
  },
};
