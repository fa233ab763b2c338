import { parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from './selection.ts';

/** The resolve info of the operation's first root field, as graphql-js hands it to that field's resolver. */
function infoOf(document: string) {
  const definitions = parse(document).definitions;
  const operation = definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  const fragments = Object.fromEntries(
    definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === 'FragmentDefinition')
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const [root] = operation?.selectionSet.selections ?? [];
  return { fieldNodes: [root as FieldNode], fragments };
}

const CARDS = ['body', 'groups', 'cards'];

describe('selectsField', () => {
  it('finds a field asked for along the path', () => {
    expect(selectsField(infoOf('{ search_v1 { body { groups { cards { id } } } } }'), CARDS)).toBe(true);
  });

  it('does not find one asked for elsewhere or not at all', () => {
    expect(selectsField(infoOf('{ search_v1 { body { groups { items { id } } } } }'), CARDS)).toBe(false);
    expect(selectsField(infoOf('{ search_v1 { body { count } cards: errors { code } } }'), CARDS)).toBe(false);
  });

  it('looks into inline and named fragments', () => {
    expect(selectsField(infoOf('{ search_v1 { body { ... on SearchBody { groups { ...G } } } } } fragment G on SearchGroup { cards { id } }'), CARDS)).toBe(true);
  });
});
