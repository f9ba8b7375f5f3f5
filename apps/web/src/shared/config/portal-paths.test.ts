import { describe, expect, it } from 'vitest';
import { CASE_KINDS, PORTAL_HOME_PAGE, PORTAL_WELCOME_PAGE, caseScreenPath } from '@portal/contracts/portal-cases';
import { paths } from './paths';

describe('paths of the customs portal', () => {
  it('are the pages the navigation grants and the screens the server links to', () => {
    expect(paths.portalHome).toBe(PORTAL_HOME_PAGE);
    expect(paths.portalWelcome).toBe(PORTAL_WELCOME_PAGE);
    for (const kind of CASE_KINDS) {
      expect(paths.portalCreateCase(kind)).toBe(caseScreenPath(kind, 'create'));
      expect(paths.portalEditCase(kind, 12)).toBe(caseScreenPath(kind, 'edit', 12));
      expect(paths.portalViewCase(kind, 12)).toBe(caseScreenPath(kind, 'view', 12));
      expect(paths.portalEditCaseRoute(kind).replace(':id', '12')).toBe(caseScreenPath(kind, 'edit', 12));
    }
    expect(paths.portalCreateCase('complaint')).toBe('/web_portal/web_portal_home_page/create_complain_case');
  });
});
