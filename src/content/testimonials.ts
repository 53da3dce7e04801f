/** SPEC §3 testimonial: static sample data; rating 0 to 5 in halves. */
export interface Testimonial {
  rating: number;
  text: string;
  patient: string;
}

export const testimonials: Testimonial[] = [
  {
    rating: 5,
    text: 'After years of acidity and disturbed sleep, the diet and routine Dr. Trivedi suggested changed everything within two months. I finally understand what suits my body.',
    patient: 'Nirali Shah, Ahmedabad',
  },
  {
    rating: 4.5,
    text: 'The Garbhasanskar guidance kept me calm and active through my pregnancy. The month-by-month diet advice was practical and easy to follow.',
    patient: 'Pooja Mehta, Mumbai',
  },
  {
    rating: 5,
    text: 'My knee pain had limited my morning walks. With Panchakarma, herbal oils and the arthritis diet plan, I walk without pain again.',
    patient: 'Ramesh Patel, Vadodara',
  },
  {
    rating: 4,
    text: 'Consulting by video from London was simple. The doctor took time to understand my PCOS history and explained every medicine.',
    patient: 'Anjali Rao, London',
  },
  {
    rating: 4.5,
    text: 'Clear advice, no rush, and regular follow-ups by phone. My skin flare-ups have reduced a great deal since I changed my diet.',
    patient: 'Karan Desai, Surat',
  },
  {
    rating: 3.5,
    text: 'Booking was easy and the recipes are delicious. Results took patience, but my digestion is steadier than it has been in years.',
    patient: 'Sarah Thompson, Sydney',
  },
];

/** Words for the star rating's accessible name. */
export const ratingLabel = (rating: number) => `Rated ${rating} out of 5`;
