import { date, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';

export const individuals = pgTable(
  'individuals',
  {
    id: serial('id').primaryKey(),
    personalNumber: text('personal_number').notNull(),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    parentName: text('parent_name'),
    address: text('address'),
    city: text('city'),
    dateOfBirth: date('date_of_birth'),
    cityOfLivingName: text('city_of_living_name'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('individuals_personal_number_idx').on(t.personalNumber)],
);
