import { describe, expect, it } from 'vitest';
import { BusinessSettingsError, readBusinessSettings } from './business-settings';

describe('the business settings of the build', () => {
  it('takes a phone number in any international spelling as wa.me digits', () => {
    for (const spelling of ['+40 712 345 678', '0040-712-345-678', '40712345678', '+40 (712) 345.678']) {
      expect(readBusinessSettings({ BUSINESS_WHATSAPP_NUMBER: spelling }).whatsappNumber).toBe('40712345678');
    }
  });

  it("takes the https address of a Facebook page, not Facebook's home page", () => {
    expect(
      readBusinessSettings({ BUSINESS_FACEBOOK_URL: ' https://www.facebook.com/smarthome.iasi ' })
        .facebookUrl,
    ).toBe('https://www.facebook.com/smarthome.iasi');
  });

  it('leaves out what is not given, so that its link is not shown', () => {
    expect(readBusinessSettings({})).toEqual({});
    expect(readBusinessSettings({ BUSINESS_WHATSAPP_NUMBER: ' ', BUSINESS_FACEBOOK_URL: '' })).toEqual({});
  });

  it('stops the build on a malformed value, naming each variable', () => {
    const bad = {
      BUSINESS_WHATSAPP_NUMBER: '0712 345 678',
      BUSINESS_FACEBOOK_URL: 'https://www.facebook.com/',
    };
    expect(() => readBusinessSettings(bad)).toThrow(BusinessSettingsError);
    try {
      readBusinessSettings(bad);
    } catch (error) {
      expect((error as BusinessSettingsError).problems).toEqual([
        'BUSINESS_WHATSAPP_NUMBER: must be a phone number in international form, such as +40 712 345 678',
        "BUSINESS_FACEBOOK_URL: must be the https address of the business's Facebook page, such as https://www.facebook.com/smarthome.iasi",
      ]);
    }
    for (const address of [
      'http://www.facebook.com/x',
      'https://facebook.example.com/x',
      'javascript:alert(1)',
    ]) {
      expect(() => readBusinessSettings({ BUSINESS_FACEBOOK_URL: address }), address).toThrow(
        BusinessSettingsError,
      );
    }
  });
});
