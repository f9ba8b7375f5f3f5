-- Failed runs are shown as translation keys (job.failed.*); the error text of older failures, English and technical, goes.
UPDATE "scheduled_jobs" SET "last_message" = NULL, "last_message_key" = 'job.failed.unexpected', "last_message_params" = NULL WHERE "last_result" = 'FAILED' AND "last_message_key" IS NULL;
