import { describe, expect, it } from 'vitest';
import { COMPANY_REGISTRATION, INDIVIDUAL_REGISTRATION } from './registration-kinds';
import { flatFieldErrors, issueFieldErrors, registrationBody } from './registration-payload';

describe('registration payload', () => {
  const account = {
    username: 'arta.k',
    email: 'arta@example.org',
    confirmEmail: 'ARTA@example.org',
    password: 'Str0ng#Passw0rd',
    confirmPassword: 'Str0ng#Passw0rd',
    phone: '',
    lang: 'en',
  };

  it('splits the flat form into the user and the record, a day as DD.MM.YYYY (a calendar day has no zone)', () => {
    const body = registrationBody(
      INDIVIDUAL_REGISTRATION,
      { ...account, personalNumber: 'J12345678A', firstName: 'Arta', lastName: 'K', dateOfBirth: '14-03-1990' },
      'solved',
    );
    expect(body.user).toEqual({ ...account, altcha: 'solved' });
    expect(body.individual).toMatchObject({
      personalNumber: 'J12345678A',
      firstName: 'Arta',
      dateOfBirth: '14.03.1990',
      title: '',
    });
    // The contracts' schema (the server's) takes it, the date as a day.
    const parsed = INDIVIDUAL_REGISTRATION.bodySchema.safeParse(body);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    expect((parsed.data as { individual: { dateOfBirth: string } }).individual.dateOfBirth).toBe('1990-03-14');
  });

  it('gives the schema’s refusals by flat field: mismatched confirmations, a bad number', () => {
    const body = registrationBody(
      COMPANY_REGISTRATION,
      {
        ...account,
        confirmEmail: 'other@example.org',
        confirmPassword: 'x',
        companyUniqueNumber: '1',
        companyName: 'C',
      },
      'solved',
    );
    const parsed = COMPANY_REGISTRATION.bodySchema.safeParse(body);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(issueFieldErrors(parsed.error.issues)).toEqual({
      confirmEmail: 'registration.email_mismatch',
      confirmPassword: 'eauction.confirm_password_missmatch',
      companyUniqueNumber: 'registration.company_unique_number_invalid',
    });
  });

  it('maps the server’s nested field keys onto the form’s fields and keeps the general message', () => {
    expect(
      flatFieldErrors([
        ['user.email', 'registration.email_taken'],
        ['individual.dateOfBirth', 'registration.date_not_past'],
        ['_error', 'captcha_error'],
      ]),
    ).toEqual({
      email: 'registration.email_taken',
      dateOfBirth: 'registration.date_not_past',
      _error: 'captcha_error',
    });
  });
});
