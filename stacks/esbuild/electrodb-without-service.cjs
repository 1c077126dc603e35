/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS like the index it stands in for, whose modules it loads */
// Stands in for `electrodb`'s index in Lambda bundles (see plugins.mjs, electrodbWithoutService):
// the same exports but `Service`, the one thing only the index loads (about 19 KB minified at every
// cold start). Handlers use entities and transactions; `Service` serves tests, seeds and local
// tools (db/service.ts), which lint keeps out of product code (docs/decisions.md, "Performance budgets").
const { Entity } = require('electrodb/src/entity');
const { createGetTransaction, createWriteTransaction } = require('electrodb/src/transaction');
const { createCustomAttribute, CustomAttributeType, createSchema } = require('electrodb/src/schema');
const { ElectroError, ElectroValidationError, ElectroUserValidationError, ElectroAttributeValidationError } = require('electrodb/src/errors');
const { createConversions } = require('electrodb/src/conversions');
const { ComparisonTypes, EntityIdentifiers, EntityIdentifierFields } = require('electrodb/src/types');

module.exports = {
  Entity,
  ElectroError,
  createSchema,
  ComparisonTypes,
  CustomAttributeType,
  createCustomAttribute,
  ElectroValidationError,
  createGetTransaction,
  createWriteTransaction,
  ElectroUserValidationError,
  ElectroAttributeValidationError,
  createConversions,
  EntityIdentifiers,
  EntityIdentifierFields,
};
