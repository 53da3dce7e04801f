import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/catalogue';
import { type PublicClinicDetails, withClinicDetails } from '../../src/i18n/clinic-details';
import { hi } from '../../src/i18n/hi';

const seeded: PublicClinicDetails = {
  name: en.site.site.name,
  addressLines: [...en.site.site.address],
  phone: en.site.site.phone,
  email: en.site.site.email,
  openingHours: [...en.site.site.hours],
  registrationNumber: null,
  logoUrl: null,
};

describe("the public pages' clinic details come from the settings (issue 45)", () => {
  it('keeps the translations while the settings hold the values they translate', () => {
    const t = withClinicDetails(hi, seeded);
    expect(t.site.site.address).toEqual(hi.site.site.address);
    expect(t.site.site.hours).toEqual(hi.site.site.hours);
    expect(t.site.site.name).toBe(hi.site.site.name);
    expect(t.contact.contactPage.callUs.text).toBe(hi.contact.contactPage.callUs.text);
  });

  it('prints a changed address, hours, phone and e-mail in every language, links included', () => {
    const moved = {
      ...seeded,
      addressLines: ['Jamnagar Ayurveda Clinic, 5th floor, Patel Plaza', 'Jamnagar, Gujarat 361001, India'],
      openingHours: ['Every day: 9 AM – 9 PM IST'],
      phone: '+91 (98240) 22000',
      email: 'desk@ayurvedaclinic.in',
    };
    for (const catalogue of [en, hi]) {
      const t = withClinicDetails(catalogue, moved);
      expect(t.site.site.address).toEqual(moved.addressLines);
      expect(t.contact.contactPage.visitUs.address).toEqual(moved.addressLines);
      expect(t.site.site.hours).toEqual(moved.openingHours);
      expect(t.contact.contactPage.visitUs.hours).toEqual(moved.openingHours);
      expect(t.contact.contactPage.callUs.text).toBe('Every day: 9 AM – 9 PM IST');
      expect(t.site.site.phoneHref).toBe('tel:+919824022000');
      expect(t.contact.contactPage.callUs).toMatchObject({ linkText: '+91 (98240) 22000', href: 'tel:+919824022000' });
      expect(t.contact.contactPage.mailUs).toMatchObject({ linkText: 'desk@ayurvedaclinic.in', href: 'mailto:desk@ayurvedaclinic.in' });
    }
  });

  it("leaves the catalogues' own details when the build had no database", () => {
    expect(withClinicDetails(hi, null)).toBe(hi);
  });
});
