// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/test/render';
import { CreateCaseScreen, generalCreation } from './create-case-screen';
import { FILTER_OPTIONS, jsonBody, portalCase, stubFetch, type Answer } from '@/test/portal-cases';

const HOME = '/web_portal/web_portal_home_page';
const CREATE = `${HOME}/create_general_case`;

const ARTA = {
  id: 9,
  personalNumber: 'J00101001A',
  title: null,
  firstName: 'Arta',
  lastName: 'Demo',
  parentName: null,
  address: null,
  city: 'Tiranë',
  dateOfBirth: null,
  cityOfLivingName: null,
};

let requests: ReturnType<typeof stubFetch>;
let lookup: Answer;
beforeEach(() => {
  lookup = { body: { existsInDatabase: true, individual: ARTA, hasUser: true } };
  requests = stubFetch((path, _url, init) => {
    if (path === '/cases/submit_filters') return { body: FILTER_OPTIONS };
    if (path === '/registered_users/find_individual_from_personal_number') return lookup;
    if (path === '/complaint_cases/individuals') {
      const body = jsonBody(init);
      return { body: { ...ARTA, id: 44, ...body } };
    }
    if (path === '/general_cases/create_general_case') return { body: portalCase(77, 'DRAFT') };
    return { status: 404, body: { _error: 'not_found' } };
  });
});
afterEach(() => vi.unstubAllGlobals());

function wizard(intermediary: boolean) {
  return renderUi(
    <Routes>
      <Route
        path={CREATE}
        element={
          <CreateCaseScreen intermediary={intermediary} ownName="Demo Trade Sh.p.k." creation={generalCreation} />
        }
      />
      <Route path={`${HOME}/edit_general_case/:id`} element={<div data-testid="edit-page">edit</div>} />
    </Routes>,
    { route: CREATE },
  );
}

const createBody = () => {
  const request = requests.find((r) => r.path === '/general_cases/create_general_case');
  return request ? jsonBody(request.init) : undefined;
};

async function fillAndCreate() {
  await userEvent.click(screen.getByTestId('general-case-form-sub-type').querySelector('input')!);
  await userEvent.click(await screen.findByTitle('Tarifa'));
  await userEvent.type(screen.getByTestId('general-case-form-subject'), 'Tariff of coffee');
  await userEvent.click(screen.getByTestId('general-case-form-submit'));
}

describe('the creation wizard', () => {
  it('starts others on tab 2, about themself, with no way back to tab 1; creating opens the edit page', async () => {
    wizard(false);
    expect(screen.getByTestId('wizard-tab-2')).toBeVisible();
    expect(screen.queryByTestId('wizard-tab-1')).toBeNull();
    expect(screen.queryByTestId('wizard-back')).toBeNull();
    expect(screen.getByTestId('wizard-about')).toHaveTextContent('Demo Trade Sh.p.k.');
    await fillAndCreate();
    expect(await screen.findByTestId('edit-page')).toBeVisible();
    // "Myself": no subject in the body, the server takes the user's own record.
    expect(createBody()).toEqual({ subTypeId: 1, subject: 'Tariff of coffee', description: null });
  });

  it('starts intermediaries on tab 1 and moves one tab at a time, forward and back', async () => {
    wizard(true);
    expect(screen.getByTestId('wizard-tab-1')).toBeVisible();
    expect(screen.queryByTestId('wizard-tab-2')).toBeNull();
    await userEvent.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('wizard-tab-2')).toBeVisible();
    expect(screen.queryByTestId('wizard-next')).toBeNull();
    await userEvent.click(screen.getByTestId('wizard-back'));
    expect(screen.getByTestId('wizard-tab-1')).toBeVisible();
  });

  it('finds an individual by personal number, shows one held by a user as locked, and files about them', async () => {
    wizard(true);
    await userEvent.click(screen.getByLabelText('An individual'));
    // Nothing chosen yet: Next waits for a subject.
    expect(screen.getByTestId('wizard-next')).toBeDisabled();
    await userEvent.type(screen.getByTestId('subject-individual-number'), 'j00101001a');
    await userEvent.click(screen.getByTestId('subject-individual-search'));
    const found = await screen.findByTestId('subject-individual-found');
    expect(within(found).getByText('Arta Demo')).toBeVisible();
    expect(within(found).getByTestId('subject-has-user')).toBeVisible();
    const search = requests.find((r) => r.path === '/registered_users/find_individual_from_personal_number');
    expect(search?.url.searchParams.get('personalNumber')).toBe('J00101001A');
    await userEvent.click(screen.getByTestId('wizard-next'));
    expect(screen.getByTestId('wizard-about')).toHaveTextContent('Arta Demo');
    await fillAndCreate();
    await screen.findByTestId('edit-page');
    expect(createBody()).toMatchObject({ aboutIndividualId: 9 });
  });

  it('records an individual not on file from the form, then files about them', async () => {
    lookup = { body: { existsInDatabase: false, individual: null, hasUser: false } };
    wizard(true);
    await userEvent.click(screen.getByLabelText('An individual'));
    await userEvent.type(screen.getByTestId('subject-individual-number'), 'NEW00012345');
    await userEvent.click(screen.getByTestId('subject-individual-search'));
    const form = await screen.findByTestId('subject-individual-new');
    await userEvent.type(within(form).getByLabelText('First name'), 'Dren');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Krasniqi');
    await userEvent.click(screen.getByTestId('subject-individual-save'));
    expect(await screen.findByTestId('subject-individual-found')).toHaveTextContent('Dren Krasniqi');
    const saved = requests.find((r) => r.path === '/complaint_cases/individuals');
    expect(jsonBody(saved?.init)).toMatchObject({ personalNumber: 'NEW00012345', firstName: 'Dren' });
    await userEvent.click(screen.getByTestId('wizard-next'));
    await fillAndCreate();
    await waitFor(() => expect(createBody()).toMatchObject({ aboutIndividualId: 44 }));
  });

  it('refuses a malformed number before asking the server', async () => {
    wizard(true);
    await userEvent.click(screen.getByLabelText('A company'));
    await userEvent.type(screen.getByTestId('subject-company-number'), 'x');
    await userEvent.click(screen.getByTestId('subject-company-search'));
    expect(await screen.findByText('registration.company_unique_number_invalid')).toBeVisible();
    expect(requests.some((r) => r.path.startsWith('/registered_users/'))).toBe(false);
  });
});
