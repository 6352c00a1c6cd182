/**
 * @module
 * What one operation would resolve, counted before it runs. The root-field and depth limits alone let aliases nested
 * through fragments multiply (product → variants → product …, each level aliased): a 7 KB query once built a 465 MB
 * answer. So every selected field counts, aliases and fragment spreads each time they appear, times the number of
 * items its list may hold: a connection's `first` (or a search's `limit`, or the ids asked for), clamped to the most
 * a page may hold; a list without a size counts as {@link LIST_WITHOUT_SIZE}. Inside introspection an alias is refused
 * (the cost is infinite): its lists are the schema's own, and only aliases multiply them.
 */
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * Most fields one operation may resolve, counted as above: a page of ten products with ten variants each counts about
 * 2,400 and the standard introspection query 8,500 (it answers 3,600), while the nested aliases that once built 465 MB
 * count in the hundreds of thousands.
 */
export const MAX_COST = 10_000;
/** Items counted for a list that takes no size (a variant's options, a product's tags, a connection's edges without `first`). */
export const LIST_WITHOUT_SIZE = 5;
/** The largest page a connection serves (nodes.ts); a bigger `first` is refused when it runs. */
const MAX_PAGE = 250;

type Variables = Readonly<Record<string, unknown>>;

/** The size an argument asks for: a literal, a variable, or the argument's default. */
function argumentSize(
  field: GraphQLField<unknown, unknown>,
  nodeArgs: readonly { name: { value: string }; value: ValueNode }[],
  variables: Variables,
): number | undefined {
  for (const name of ['first', 'last', 'limit', 'ids']) {
    const definition = field.args.find((arg) => arg.name === name);
    if (!definition) continue;
    const given = nodeArgs.find((arg) => arg.name.value === name)?.value;
    const value = given ? literal(given, variables) : definition.defaultValue;
    if (Array.isArray(value)) return value.length;
    if (typeof value === 'number' && Number.isFinite(value)) return Math.min(Math.max(Math.trunc(value), 0), MAX_PAGE);
  }
  return undefined;
}

/** A field of a type, introspection's `__schema` and `__type` included: their answers can be aliased and nested too. */
function fieldOf(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
  if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

function literal(node: ValueNode, variables: Variables): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.LIST) return node.values;
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  return undefined;
}

/** Counts an operation's fields as above; never more work than the document's own size (fragments are counted once each). */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const memo = new Map<string, number>();

  const selectionCost = (
    selection: SelectionSetNode,
    parent: GraphQLCompositeType,
    page: number | undefined,
  ): number => {
    let total = 0;
    for (const node of selection.selections) {
      if (node.kind === Kind.FIELD) {
        // Without aliases, repeated fields merge into one answer; introspection's lists are the schema's, nested no deeper
        // than graphql's MaxIntrospectionDepthRule allows, so an alias is all that could multiply them.
        if (parent.name.startsWith('__') && node.alias && node.alias.value !== node.name.value)
          return Number.POSITIVE_INFINITY;
        const field = fieldOf(parent, node.name.value);
        if (!field || !node.selectionSet) {
          total += 1;
          continue;
        }
        const size = argumentSize(field, node.arguments ?? [], variables);
        const type = getNamedType(field.type);
        const list = isListType(getNullableType(field.type));
        const items = list ? (size ?? page ?? LIST_WITHOUT_SIZE) : 1;
        // A connection's `first` sizes the lists inside it (its edges and nodes), not the connection itself.
        const inner = list ? undefined : size;
        total += items * (1 + (isCompositeType(type) ? selectionCost(node.selectionSet, type, inner) : 0));
      } else if (node.kind === Kind.INLINE_FRAGMENT) {
        const condition = node.typeCondition ? schema.getType(node.typeCondition.name.value) : parent;
        total += selectionCost(node.selectionSet, isCompositeType(condition) ? condition : parent, page);
      } else {
        const key = `${node.name.value}:${page ?? ''}`;
        let cost = memo.get(key);
        if (cost === undefined) {
          const fragment = fragments.get(node.name.value);
          const condition = fragment ? schema.getType(fragment.typeCondition.name.value) : undefined;
          // Validation has refused fragment cycles before this runs; the placeholder keeps a cycle finite regardless.
          memo.set(key, 0);
          cost = fragment && isCompositeType(condition) ? selectionCost(fragment.selectionSet, condition, page) : 0;
          memo.set(key, cost);
        }
        total += cost;
      }
    }
    return total;
  };

  const root = schema.getRootType(operation.operation);
  return root ? selectionCost(operation.selectionSet, root, undefined) : 0;
}
