// The custom scalars of both schemas.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { ValueNode } from 'graphql';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const invalid = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function literal(node: ValueNode): unknown {
  if (node.kind === Kind.STRING) return node.value;
  if (node.kind === Kind.INT) return Number(node.value);
  return undefined;
}

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw invalid('Must be a valid timestamp');
  return new Date(value).toISOString();
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value) || Number.isNaN(Date.parse(value))) throw invalid('Must be a valid date (YYYY-MM-DD)');
  return value;
}

function parseVolume(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 16) throw invalid('Must be an integer from 0 to 16');
  return value;
}

export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value as string).toISOString()),
  parseValue: parseDateTime,
  parseLiteral: (node) => parseDateTime(literal(node)),
});

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value)),
  parseValue: parseDate,
  parseLiteral: (node) => parseDate(literal(node)),
});

export const Volume = new GraphQLScalarType<number, number>({
  name: 'Volume',
  serialize: (value) => value as number,
  parseValue: parseVolume,
  parseLiteral: (node) => parseVolume(literal(node)),
});
