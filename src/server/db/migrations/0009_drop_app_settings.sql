-- The signing secret moved to JWT_SECRET / DATA_DIR/jwt-secret (src/server/jwt-secret.ts); nothing else used this table.
DROP TABLE "app_settings" CASCADE;