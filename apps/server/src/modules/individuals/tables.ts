import { date, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('individuals_personal_number_idx').on(t.personalNumber)],
);
