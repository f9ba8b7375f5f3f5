// The tests' factories: accounts, officers, cases of every kind with their records, and reads of the mail outbox.
export * from './accounts';
export * from './cases';
export * from './kinds';
export * from './mail';
export * from './officers';
export * from './representation';
