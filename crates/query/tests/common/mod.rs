//! What the query crate's integration tests share: the published schema,
//! compiled once per test binary.

use hookgames_query::json::JSON_SCHEMA;

/// The published schema (`hookgames-json.schema.json`, the repository's
/// `docs/hookgames-json.schema.json`), compiled, and its index.
pub(crate) fn validator() -> (boon::Schemas, boon::SchemaIndex) {
    let schema: serde_json::Value = serde_json::from_str(JSON_SCHEMA).unwrap();
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    compiler
        .add_resource("hookgames.schema.json", schema)
        .unwrap();
    let index = compiler
        .compile("hookgames.schema.json", &mut schemas)
        .unwrap();
    (schemas, index)
}
