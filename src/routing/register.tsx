// <Resource> registration of every resource (imported by App only).
import { createElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { RESOURCE_VIEWS } from '../../domain/routes';
import type { ResourceDefinition } from '../resources/defineResource';
import { SpecAddress } from './SpecAddress';

/**
 * What <Resource> gets: name, record representation (no icon: the menu draws the route table's), and for each view the definition has, an element that
 * sends react-admin's own address of that view to the spec's (so useCreatePath, row clicks and redirects that
 * react-admin computes still end on the spec's address).
 */
export function resourceProps(def: ResourceDefinition): ResourceProps {
  const props: ResourceProps = { name: def.name, recordRepresentation: def.recordRepresentation };
  for (const view of RESOURCE_VIEWS) {
    if (def.views[view]) props[view] = createElement(SpecAddress, { resource: def.name, view });
  }
  return props;
}
