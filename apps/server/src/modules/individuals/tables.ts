import { date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * The intermediary who entered the record for a customs case (a person not on file), who may read it back; null
     * for records of registration and staff, and once an account holds the record. A user id without a foreign
     * key: users sit above this module (a key would be a cycle); ids are never reused, a deleted account's
     * matches nobody.
     */
    enteredBy: integer('entered_by'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('individuals_personal_number_idx').on(t.personalNumber)],
);
