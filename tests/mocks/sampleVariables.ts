// Variables for an operation, made from its variable types: the smallest value each type accepts.
// Lets a test run every operation of the contract without writing variables by hand.
import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, typeFromAST } from 'graphql';
import type { GraphQLInputType, GraphQLSchema, OperationDefinitionNode } from 'graphql';

const SCALAR_SAMPLES: Record<string, unknown> = {
  ID: 'sample-id',
  String: 'sample',
  Int: 1,
  Float: 1.5,
  Boolean: true,
  DateTime: '2026-11-22T12:00:00.000Z',
  Date: '2026-11-22',
  Volume: 8,
};

export function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) {
    if (!(type.name in SCALAR_SAMPLES)) throw new Error(`No sample for scalar ${type.name}`);
    return SCALAR_SAMPLES[type.name];
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(fields.map((f) => [f.name, sampleValue(f.type)]));
  }
  throw new Error(`Unexpected input type ${String(type)}`);
}

export function sampleVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? [])
      .filter((v) => v.type.kind === 'NonNullType' && !v.defaultValue)
      .map((v) => [v.variable.name.value, sampleValue(typeFromAST(schema, v.type) as GraphQLInputType)]),
  );
}
