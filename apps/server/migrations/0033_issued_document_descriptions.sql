ALTER TABLE "portal_documents" ADD COLUMN "descriptions" jsonb;--> statement-breakpoint
-- Issued documents kept one description, in the filer's language (ADR 0077). Those whose text is one the authority
-- writes (receipts, requests for information, decisions, certificates, BTIs, authorizations and licences, in any of
-- the three languages) get it in every language, their variable parts (time, number, date) carried over; any other
-- keeps its one text, which is then shown in every language.
UPDATE "portal_documents" AS d
SET "descriptions" = jsonb_build_object(
  'sq', regexp_replace(d."description", t.pattern, t.sq),
  'en', regexp_replace(d."description", t.pattern, t.en),
  'sr', regexp_replace(d."description", t.pattern, t.sr)
)
FROM "portal_document_types" AS dt, (VALUES
  ('RECEIPT', '^Vërtetim i pranimit, (.+)$', 'Vërtetim i pranimit, \1', 'Receipt of submission, \1', 'Potvrda o prijemu, \1'),
  ('RECEIPT', '^Receipt of submission, (.+)$', 'Vërtetim i pranimit, \1', 'Receipt of submission, \1', 'Potvrda o prijemu, \1'),
  ('RECEIPT', '^Potvrda o prijemu, (.+)$', 'Vërtetim i pranimit, \1', 'Receipt of submission, \1', 'Potvrda o prijemu, \1'),
  ('INFORMATION_REQUEST', '^Kërkesë për informata, (.+)$', 'Kërkesë për informata, \1', 'Request for information, \1', 'Zahtev za informacije, \1'),
  ('INFORMATION_REQUEST', '^Request for information, (.+)$', 'Kërkesë për informata, \1', 'Request for information, \1', 'Zahtev za informacije, \1'),
  ('INFORMATION_REQUEST', '^Zahtev za informacije, (.+)$', 'Kërkesë për informata, \1', 'Request for information, \1', 'Zahtev za informacije, \1'),
  ('DECISION', '^Vendim (.+?) \(miratim\)$', 'Vendim \1 (miratim)', 'Decision \1 (approval)', 'Rešenje \1 (usvajanje)'),
  ('DECISION', '^Decision (.+?) \(approval\)$', 'Vendim \1 (miratim)', 'Decision \1 (approval)', 'Rešenje \1 (usvajanje)'),
  ('DECISION', '^Rešenje (.+?) \(usvajanje\)$', 'Vendim \1 (miratim)', 'Decision \1 (approval)', 'Rešenje \1 (usvajanje)'),
  ('DECISION', '^Vendim (.+?) \(refuzim\)$', 'Vendim \1 (refuzim)', 'Decision \1 (rejection)', 'Rešenje \1 (odbijanje)'),
  ('DECISION', '^Decision (.+?) \(rejection\)$', 'Vendim \1 (refuzim)', 'Decision \1 (rejection)', 'Rešenje \1 (odbijanje)'),
  ('DECISION', '^Rešenje (.+?) \(odbijanje\)$', 'Vendim \1 (refuzim)', 'Decision \1 (rejection)', 'Rešenje \1 (odbijanje)'),
  ('AUTHORITY_OTHER', '^Certifikatë e lëvizjes së mallrave (.+)$', 'Certifikatë e lëvizjes së mallrave \1', 'Movement certificate \1', 'Sertifikat o kretanju robe \1'),
  ('AUTHORITY_OTHER', '^Movement certificate (.+)$', 'Certifikatë e lëvizjes së mallrave \1', 'Movement certificate \1', 'Sertifikat o kretanju robe \1'),
  ('AUTHORITY_OTHER', '^Sertifikat o kretanju robe (.+)$', 'Certifikatë e lëvizjes së mallrave \1', 'Movement certificate \1', 'Sertifikat o kretanju robe \1'),
  ('AUTHORITY_OTHER', '^Informatë e detyrueshme tarifore (.+)$', 'Informatë e detyrueshme tarifore \1', 'Binding tariff information \1', 'Obavezujuća tarifna informacija \1'),
  ('AUTHORITY_OTHER', '^Binding tariff information (.+)$', 'Informatë e detyrueshme tarifore \1', 'Binding tariff information \1', 'Obavezujuća tarifna informacija \1'),
  ('AUTHORITY_OTHER', '^Obavezujuća tarifna informacija (.+)$', 'Informatë e detyrueshme tarifore \1', 'Binding tariff information \1', 'Obavezujuća tarifna informacija \1'),
  ('AUTHORITY_OTHER', '^Autorizim (.+?), e vlefshme deri më (.+)$', 'Autorizim \1, e vlefshme deri më \2', 'Authorization \1, valid until \2', 'Odobrenje \1, važi do \2'),
  ('AUTHORITY_OTHER', '^Authorization (.+?), valid until (.+)$', 'Autorizim \1, e vlefshme deri më \2', 'Authorization \1, valid until \2', 'Odobrenje \1, važi do \2'),
  ('AUTHORITY_OTHER', '^Odobrenje (.+?), važi do (.+)$', 'Autorizim \1, e vlefshme deri më \2', 'Authorization \1, valid until \2', 'Odobrenje \1, važi do \2'),
  ('AUTHORITY_OTHER', '^Licencë (.+?), e vlefshme deri më (.+)$', 'Licencë \1, e vlefshme deri më \2', 'Licence \1, valid until \2', 'Licenca \1, važi do \2'),
  ('AUTHORITY_OTHER', '^Licence (.+?), valid until (.+)$', 'Licencë \1, e vlefshme deri më \2', 'Licence \1, valid until \2', 'Licenca \1, važi do \2'),
  ('AUTHORITY_OTHER', '^Licenca (.+?), važi do (.+)$', 'Licencë \1, e vlefshme deri më \2', 'Licence \1, valid until \2', 'Licenca \1, važi do \2')
) AS t(type_code, pattern, sq, en, sr)
WHERE d."direction" = 'INCOMING'
  AND d."descriptions" IS NULL
  AND dt."id" = d."document_type_id"
  AND dt."code" = t.type_code
  AND d."description" ~ t.pattern;
