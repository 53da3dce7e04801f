/** The five services of SPEC §2 as first offered, with their prices in paise (INR). */
export const initialServices = [
  { name: 'Personalized Consultation', pricePaise: 80_000 },
  { name: 'Panchakarma', pricePaise: 250_000 },
  { name: 'Garbhasanskar', pricePaise: 120_000 },
  { name: 'Diet Plans & Lifestyle', pricePaise: 60_000 },
  { name: 'Workshop & Classes', pricePaise: 50_000 },
] as const;
