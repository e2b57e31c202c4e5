-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "fields" JSONB;
