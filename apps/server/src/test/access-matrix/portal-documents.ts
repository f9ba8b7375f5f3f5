// Rows of the access matrix (see ../access-matrix.ts): the customs portal's documents routes.
import type { Row } from './support';

export const PORTAL_DOCUMENTS_ROWS: Record<string, Row> = {};
