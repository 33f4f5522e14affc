// What a page downloads to list Venezuela's states and cities with country-state-city.
import { City, State } from 'country-state-city';

const states = State.getStatesOfCountry('VE');
const cities = City.getCitiesOfCountry('VE') ?? [];
document.getElementById('root')!.textContent = `${states.length} estados, ${cities.length} ciudades`;
