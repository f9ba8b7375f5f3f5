// Rows of the access matrix (see ../access-matrix.ts): the customs portal's cases routes.
import type { Row } from './support';

export const PORTAL_CASES_ROWS: Record<string, Row> = {};
