// Enforces the @constraint directive of the schemas: before a field resolves, its arguments (and the
// input objects inside them) are checked, and a violation answers BAD_USER_INPUT with the message of
// core.md 5 per argument path ('input.name': 'Cannot be empty').
import { defaultFieldResolver, getNullableType, isInputObjectType, isListType } from 'graphql';
import type { GraphQLArgument, GraphQLInputField, GraphQLInputType, GraphQLSchema } from 'graphql';
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { EMAIL_PATTERN, messages } from '../../src/domain/validation';
import { badRequest } from '../errors';

interface Constraint {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone'));
const FORMATS: Record<string, { test: (value: string) => boolean; message: string }> = {
  email: { test: (v) => EMAIL_PATTERN.test(v), message: messages.email },
  uri: { test: (v) => URL.canParse(v), message: messages.invalid },
  'iso-country': { test: (v) => /^[A-Z]{2}$/.test(v), message: messages.invalid },
  market: { test: (v) => /^[A-Z]{2}$/.test(v), message: messages.invalid },
  timezone: { test: (v) => TIME_ZONES.has(v) || v === 'UTC', message: messages.invalid },
  'hex-color': { test: (v) => /^#[0-9a-fA-F]{6}$/.test(v), message: messages.invalid },
};

/** The message for a value that breaks a constraint, or null. */
function violation(value: unknown, constraint: Constraint): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    if (constraint.minItems !== undefined && value.length < constraint.minItems) return constraint.minItems === 1 ? messages.required : `Must have at least ${constraint.minItems} items`;
    if (constraint.maxItems !== undefined && value.length > constraint.maxItems) return `Must have at most ${constraint.maxItems} items`;
    return null;
  }
  if (typeof value === 'string') {
    if (constraint.minLength !== undefined && value.trim().length < constraint.minLength) return constraint.minLength === 1 ? messages.required : messages.minLength(constraint.minLength);
    if (constraint.maxLength !== undefined && value.length > constraint.maxLength) return messages.maxLength(constraint.maxLength);
    if (constraint.pattern !== undefined && !new RegExp(constraint.pattern).test(value)) return messages.invalid;
    const format = constraint.format ? FORMATS[constraint.format] : undefined;
    if (format && !format.test(value)) return format.message;
  }
  if (typeof value === 'number') {
    if (constraint.min !== undefined && value < constraint.min) return messages.minimum(constraint.min);
    if (constraint.max !== undefined && value > constraint.max) return messages.maximum(constraint.max);
  }
  return null;
}

type Check = (value: unknown, path: string, fields: Record<string, string>) => void;

export function withConstraints(schema: GraphQLSchema): GraphQLSchema {
  const constraintOf = (node: GraphQLArgument | GraphQLInputField) => getDirective(schema, node, 'constraint')?.[0] as Constraint | undefined;
  const inputChecks = new Map<string, Check | null>();

  function checkFor(type: GraphQLInputType, constraint: Constraint | undefined): Check | null {
    const nullable = getNullableType(type);
    const inner = isListType(nullable) ? checkFor(nullable.ofType, undefined) : isInputObjectType(nullable) ? inputCheck(nullable.name) : null;
    if (!constraint && !inner) return null;
    return (value, path, fields) => {
      const message = constraint ? violation(value, constraint) : null;
      if (message) fields[path] ??= message;
      if (inner && value !== null && value !== undefined) {
        if (isListType(nullable) && Array.isArray(value)) value.forEach((item, i) => inner(item, `${path}.${i}`, fields));
        else inner(value, path, fields);
      }
    };
  }

  function inputCheck(name: string): Check | null {
    if (inputChecks.has(name)) return inputChecks.get(name)!;
    inputChecks.set(name, null); // recursion guard while building
    const type = schema.getType(name);
    if (!isInputObjectType(type)) return null;
    const fieldChecks = Object.values(type.getFields())
      .map((field) => [field.name, checkFor(field.type, constraintOf(field))] as const)
      .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
    const check: Check | null = fieldChecks.length
      ? (value, path, fields) => {
          for (const [fieldName, fieldCheck] of fieldChecks) fieldCheck((value as Record<string, unknown>)[fieldName], `${path}.${fieldName}`, fields);
        }
      : null;
    inputChecks.set(name, check);
    return check;
  }

  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      const argChecks = Object.entries(field.args ?? {})
        .map(([name, arg]) => [name, checkFor(arg.type, getDirective(schema, arg as never, 'constraint')?.[0] as Constraint | undefined)] as const)
        .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
      if (!argChecks.length) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve(source, args, context, info) {
          const fields: Record<string, string> = {};
          for (const [name, check] of argChecks) check(args[name], name, fields);
          if (Object.keys(fields).length) throw badRequest(fields);
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
