// Rows of the access matrix (see ../access-matrix.ts): the customs portal's records routes.
import type { Row } from './support';

export const PORTAL_RECORDS_ROWS: Record<string, Row> = {};
