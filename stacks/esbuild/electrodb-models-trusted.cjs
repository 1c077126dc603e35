// Stands in for `jsonschema` inside ElectroDB in Lambda bundles (see plugins.mjs, electrodbModelsTrusted).
// ElectroDB only uses it to check each entity's model against its model schema when the entity is
// constructed; our models are constants that every local run and test already checks with the real
// validator, so a function's cold start does not repeat it (nor load the 30 KB validator).
class Validator {
  addSchema() {}
  validate() {
    return { errors: [] };
  }
}
Validator.prototype.customFormats = {};
module.exports = { Validator };
